"""Innovation (Carl Chudyk's card game): rules engine, players and tools."""

__version__ = "0.1.0"
