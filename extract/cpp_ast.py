"""Syntax layer of the C++ miner: what one conversion ``.cpp`` file declares, read with
tree-sitter-cpp (``tree_sitter`` 0.25+ API, see shared/toolchain.md §7).

Only declarations are looked at, never semantics:

- class/struct definitions with their template parameters, base classes and the first parameter
  type of a ``matchAndRewrite`` member (declared or defined in the class);
- alias declarations ``using X = T;`` (also ``template <...> using X = T;``);
- function definitions (free functions and out-of-line members such as
  ``void P::runOnOperation()``), each with the template-method calls in its body
  (``patterns.add<A, B>(...)``, ``patterns->insert<...>``, ``target.addIllegalOp<...>``,
  ``addLegalDialect`` ...) and the plain calls (``populateXPatterns(...)``);
- ``#define GEN_PASS_DEF_<NAME>`` lines and ``using namespace`` directives.

Type expressions are kept as text (comments removed, whitespace folded) and parsed by
:func:`parse_type` into :class:`TypeRef` trees. Parse errors in a file do not raise: tree-sitter
recovers, and whatever declarations it still recognises are returned.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

import attrs

from ground.errors import UsageError
from ground.lazy import MissingLibrary, load
from ground.textutil import split_top

#: template-method names that register patterns (RewritePatternSet::add / insert).
PATTERN_METHODS = frozenset({"add", "insert", "addWithLabel"})
#: ConversionTarget legality methods we record (DialectConversion.h).
TARGET_METHODS = frozenset({"addIllegalOp", "addIllegalDialect", "addLegalOp", "addLegalDialect",
                            "addDynamicallyLegalOp", "addDynamicallyLegalDialect"})


@attrs.frozen
class TypeRef:
    """A parsed type expression ``name<args...>``; ``name`` keeps its qualifiers (``tosa::AddOp``),
    ``args`` holds TypeRefs and, for non-type arguments (``true``, ``100``), plain strings."""

    name: str
    args: tuple = ()

    def __str__(self) -> str:
        if not self.args:
            return self.name
        return f"{self.name}<{', '.join(str(a) for a in self.args)}>"


@attrs.frozen
class ClassDecl:
    """A class or struct definition. ``match_param`` is the text of the first parameter type of
    its ``matchAndRewrite`` (``tosa::AddOp``, ``SrcOp``), or None."""

    name: str
    template_params: tuple[str, ...]
    bases: tuple[str, ...]
    match_param: str | None
    methods: tuple[FuncDecl, ...]


@attrs.frozen
class Call:
    """A call in a function body: ``method`` for ``x.m<...>(...)`` / ``x->m<...>(...)`` with its
    template ``targs`` (texts), or a plain call ``name(...)`` (``method`` None)."""

    name: str
    targs: tuple[str, ...]
    is_method: bool


@attrs.frozen
class FuncDecl:
    """A function definition: ``name`` as written (``mlir::tosa::populateX``,
    ``P::runOnOperation``), ``calls`` in source order."""

    name: str
    calls: tuple[Call, ...]


@attrs.frozen
class CppFile:
    """Everything the miner needs from one file."""

    path: str
    classes: tuple[ClassDecl, ...]
    aliases: dict  # alias name -> (template params tuple, target type text)
    functions: tuple[FuncDecl, ...]
    pass_defs: tuple[str, ...]
    using_namespaces: tuple[str, ...]


_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
_PASS_DEF = re.compile(r"^\s*#\s*define\s+GEN_PASS_DEF_([A-Z0-9_]+)", re.M)


def clean(text: str) -> str:
    """Remove comments and fold whitespace (``a <b ,c>`` -> ``a<b, c>``)."""
    text = _COMMENT.sub(" ", text)
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"\s*([<>,])\s*", r"\1", text)
    return text.replace(",", ", ")


def parse_type(text: str) -> TypeRef | str:
    """Parse a cleaned type expression; non-types (literals) come back as strings.

    ``typename T::Adaptor``, ``const``, ``&`` and leading ``::`` are dropped.
    """
    t = clean(text)
    t = re.sub(r"^(typename|class|struct|const)\s+", "", t).rstrip("&* ").strip()
    t = t[2:] if t.startswith("::") else t
    if not t or not re.match(r"[A-Za-z_]", t) or t in ("true", "false", "nullptr"):
        return t
    lt = t.find("<")
    if lt < 0 or not t.endswith(">"):
        return TypeRef(t) if re.fullmatch(r"[\w:]+", t) else t
    name = t[:lt].strip()
    args = tuple(parse_type(a) for a in split_top(t[lt + 1:-1]))
    return TypeRef(name, args)


@lru_cache(maxsize=1)
def _parser():
    """The tree-sitter C++ parser. Raises UsageError when the ``extract`` extra is missing."""
    try:
        tscpp, tree_sitter = load("tree_sitter_cpp"), load("tree_sitter")
    except MissingLibrary:
        raise UsageError("the C++ miner needs tree-sitter and tree-sitter-cpp: "
                         "pip install -e '.[extract]'") from None

    return tree_sitter.Parser(tree_sitter.Language(tscpp.language()))


def _text(src: bytes, node) -> str:
    return src[node.start_byte:node.end_byte].decode("utf-8", "replace")


def _walk(node) -> Iterator:
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(reversed(n.children))


def _template_params(node, src: bytes) -> tuple[str, ...]:
    parent = node.parent
    if parent is None or parent.type != "template_declaration":
        return ()
    plist = parent.child_by_field_name("parameters")
    names = []
    for p in plist.named_children if plist else []:
        ident = [c for c in p.named_children if c.type in ("type_identifier", "identifier")]
        if not ident:  # template <typename, typename> typename AttrConvert = ...
            inner = [c for c in p.named_children if c.type != "template_parameter_list"]
            last = inner[-1] if inner else None
            named = last.child_by_field_name("name") if last is not None else None
            ident = [named] if named is not None else [
                c for c in (last.named_children if last is not None else [])
                if c.type in ("type_identifier", "identifier")][:1]
        names.append(_text(src, ident[-1]) if ident else f"<param{len(names)}>")
    return tuple(names)


def _calls(body, src: bytes) -> tuple[Call, ...]:
    calls = []
    for n in _walk(body):
        if n.type != "call_expression":
            continue
        fn = n.child_by_field_name("function")
        if fn is None:
            continue
        if fn.type == "field_expression":
            field = fn.child_by_field_name("field")
            if field is not None and field.type == "template_method":
                name = _text(src, field.child_by_field_name("name"))
                targs = field.child_by_field_name("arguments")
                texts = tuple(clean(_text(src, a)) for a in targs.named_children
                              if a.type != "comment") if targs else ()
                calls.append(Call(name, texts, True))
            elif field is not None:
                calls.append(Call(_text(src, field), (), True))
        elif fn.type in ("identifier", "qualified_identifier"):
            calls.append(Call(clean(_text(src, fn)), (), False))
        elif fn.type == "template_function":
            name = fn.child_by_field_name("name")
            targs = fn.child_by_field_name("arguments")
            texts = tuple(clean(_text(src, a)) for a in targs.named_children
                          if a.type != "comment") if targs else ()
            calls.append(Call(clean(_text(src, name)), texts, False))
    return tuple(calls)


def _func_name(node, src: bytes) -> str | None:
    decl = node.child_by_field_name("declarator")
    while decl is not None and decl.type not in ("function_declarator",):
        decl = decl.child_by_field_name("declarator")
    if decl is None:
        return None
    name = decl.child_by_field_name("declarator")
    return clean(_text(src, name)) if name is not None else None


def _first_param_type(fdecl, src: bytes) -> str | None:
    params = fdecl.child_by_field_name("parameters")
    if params is None or not params.named_children:
        return None
    first = params.named_children[0]
    typ = first.child_by_field_name("type")
    return clean(_text(src, typ)) if typ is not None else None


def _class_decl(node, src: bytes) -> ClassDecl | None:
    name_node = node.child_by_field_name("name")
    body = node.child_by_field_name("body")
    if name_node is None or body is None:
        return None
    bases: list[str] = []
    for c in node.children:
        if c.type == "base_class_clause":
            for b in c.named_children:
                if b.type not in ("access_specifier", "comment", "virtual"):
                    bases.append(clean(_text(src, b)))
    match_param, methods = None, []
    for member in body.named_children:
        target = member
        if member.type == "template_declaration":
            target = next((c for c in member.named_children
                           if c.type in ("function_definition", "field_declaration",
                                         "declaration")), member)
        if target.type == "function_definition":
            fname = _func_name(target, src)
            methods.append(FuncDecl(fname or "", _calls(target, src)))
        fdecls = [n for n in _walk(target) if n.type == "function_declarator"][:1]
        for fd in fdecls:
            ident = fd.child_by_field_name("declarator")
            if ident is not None and _text(src, ident) == "matchAndRewrite" and match_param is None:
                match_param = _first_param_type(fd, src)
    return ClassDecl(clean(_text(src, name_node)), _template_params(node, src), tuple(bases),
                     match_param, tuple(methods))


def parse_cpp(src: bytes, path: str = "<memory>") -> CppFile:
    """Parse one C++ source text into a :class:`CppFile` (never raises on bad C++)."""
    tree = _parser().parse(src)
    classes, functions, aliases, usings = [], [], {}, []
    for n in _walk(tree.root_node):
        if n.type in ("struct_specifier", "class_specifier"):
            decl = _class_decl(n, src)
            if decl is not None:
                classes.append(decl)
        elif n.type == "alias_declaration":
            name = n.child_by_field_name("name")
            typ = n.child_by_field_name("type")
            if name is not None and typ is not None:
                aliases[_text(src, name)] = (_template_params(n, src), clean(_text(src, typ)))
        elif n.type == "function_definition":
            if n.parent is not None and n.parent.type == "field_declaration_list":
                continue  # methods are recorded with their class
            if n.parent is not None and n.parent.type == "template_declaration" and \
                    n.parent.parent is not None and \
                    n.parent.parent.type == "field_declaration_list":
                continue
            fname = _func_name(n, src)
            if fname:
                functions.append(FuncDecl(fname, _calls(n, src)))
        elif n.type == "using_declaration" and _text(src, n).split()[1:2] == ["namespace"]:
            usings.append(clean(_text(src, n))[len("using namespace "):].rstrip(";").strip())
    text = src.decode("utf-8", "replace")
    return CppFile(path=path, classes=tuple(classes), aliases=aliases, functions=tuple(functions),
                   pass_defs=tuple(_PASS_DEF.findall(text)), using_namespaces=tuple(usings))
