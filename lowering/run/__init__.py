"""One program end to end: run along its lowering paths, judged by the run's judges
(one interface, registered by name), reported, and what runs and campaigns say of it."""
