"""Running a verb outside a game's coroutine, for tests of what it does."""

from collections.abc import Coroutine
from typing import Any


def settle(coro: Coroutine[Any, Any, Any]) -> Any:
    """Run a coroutine that asks no question to its end; return its result."""
    try:
        coro.send(None)
    except StopIteration as done:
        return done.value
    coro.close()
    raise AssertionError("the verb asked a question")
