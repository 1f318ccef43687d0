"""Every public name of the package has a docstring and a stub."""

import ast
import inspect
from pathlib import Path

import nile
import nile.openspiel
import nile.gym
import nile.pettingzoo

STUBS = Path(nile.__file__).with_name("_nile.pyi")


def public_members(obj):
    for name, member in inspect.getmembers(obj):
        if name.startswith("_") or inspect.ismodule(member) or not callable(member):
            continue
        if isinstance(member, type) and issubclass(member, BaseException):
            continue
        yield name, member


def test_every_public_rust_function_and_method_has_a_docstring():
    assert nile.__doc__
    for name in nile.__all__:
        obj = getattr(nile, name)
        if not callable(obj):
            continue
        assert obj.__doc__, name
        if isinstance(obj, type):
            for method, member in public_members(obj):
                assert member.__doc__, f"{name}.{method}"
            for attr, value in vars(obj).items():
                if not attr.startswith("_") and type(value).__name__ == "getset_descriptor":
                    assert value.__doc__, f"{name}.{attr}"


def test_every_public_python_function_has_a_docstring():
    for module in (nile.openspiel, nile.pettingzoo, nile.gym):
        assert module.__doc__
        for name, member in public_members(module):
            if getattr(member, "__module__", None) != module.__name__:
                continue
            assert member.__doc__, f"{module.__name__}.{name}"
            if isinstance(member, type):
                for method, fn in vars(member).items():
                    if callable(fn) and not method.startswith("_"):
                        assert fn.__doc__, f"{name}.{method}"


def test_stubs_cover_the_extension():
    tree = ast.parse(STUBS.read_text())
    top = {n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
    top |= {t.id for n in tree.body if isinstance(n, ast.AnnAssign) for t in [n.target]}
    from nile import _nile

    exported = {n for n in dir(_nile) if not n.startswith("__")}
    assert exported - top == set()
    classes = {n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}
    for cls in ("Game", "VectorEnv", "Agent", "SeatEnv"):
        stubbed = {f.name for f in classes[cls].body if isinstance(f, ast.FunctionDef)}
        real = {n for n in vars(getattr(_nile, cls)) if not n.startswith("__")}
        assert real - stubbed == set(), cls
