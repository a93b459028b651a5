"""Words for prompts: counts and lists read as a person would say them."""

from __future__ import annotations

NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten", "eleven", "twelve")


def count_of(n: int, noun: str = "card") -> str:
    """A count in words, for prompts: "one card", "three cards", "15 cards"."""
    word = NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)
    return f"{word} {noun}" if n == 1 else f"{word} {noun}s"


def either(words: list[str]) -> str:
    """"red", "red or green", "red, green or blue"."""
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} or {words[-1]}"


def how_many(lo: int, hi: int, n: int, noun: str = "card") -> str:
    """How many of `n` things to pick, in words: "a card", "up to three cards",
    "one or two cards", "any number of cards"."""
    hi = min(hi, n)
    if hi <= 1:
        return f"a {noun}"
    if lo == hi:
        return count_of(hi, noun)
    if lo == 0:
        return f"any number of {noun}s" if hi == n else f"up to {count_of(hi, noun)}"
    low = NUMBER_WORDS[lo] if lo < len(NUMBER_WORDS) else str(lo)
    join = "or" if hi == lo + 1 else "to"
    return f"{low} {join} {count_of(hi, noun)}"
