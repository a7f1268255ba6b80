"""The application: the ``smith`` CLI, the campaign driver, executors, corpus generation,
reports and exports. It may import every other package."""
