"""Tournament runner: seat-rotated games between bots in worker processes, win rates with
95% confidence intervals and an Elo table."""

from __future__ import annotations

import itertools
import math
import time
from dataclasses import dataclass, field

from ..editions import new_game
from ..observation import observe
from ..workers import check_ray, each_result
from .base import load_agent

DECISION_LIMIT = "decision limit (draw)"


@dataclass
class Task:
    index: int
    lineup: tuple[str, ...]  # bot spec per seat
    seed: int
    edition: int
    options: dict
    max_decisions: int = 1000
    sets: tuple[str, ...] = ()  # the expansions in play besides the base set


@dataclass
class Outcome:
    index: int
    lineup: tuple[str, ...]
    winners: list[int]
    decisions: int
    seconds: float
    reason: str


def play_task(task: Task) -> Outcome:
    t0 = time.perf_counter()
    bots = [load_agent(spec, seed=task.seed * 31 + i) for i, spec in enumerate(task.lineup)]
    g = new_game(len(task.lineup), seed=task.seed, edition=task.edition, options=task.options,
                 expansions=list(task.sets))
    g.logging = False
    n = 0
    while g.pending is not None:
        if n >= task.max_decisions:
            # Bots can stall (nobody moves towards a win, nothing runs out), so a game this
            # long is stopped and counted as a draw rather than holding up the match.
            return Outcome(task.index, task.lineup, [], n, time.perf_counter() - t0,
                           DECISION_LIMIT)
        p = g.pending.player
        obs = observe(g, p)
        g.answer(bots[p].choose(obs, obs.decision))
        n += 1
    return Outcome(task.index, task.lineup, list(g.state.winners or []), n,
                   time.perf_counter() - t0, g.state.end_reason)


def schedule(bots: list[str], games: int, players: int, seed: int, edition: int,
             options: dict, max_decisions: int = 1000, sets: tuple[str, ...] = ()) -> list[Task]:
    """Every group of `players` bots (bots repeat when there are fewer than seats), each
    group's seats rotated game by game."""
    if len(bots) >= players:
        groups = list(itertools.combinations(bots, players))
    else:
        groups = [tuple(bots[i % len(bots)] for i in range(players))]
    tasks = []
    for k in range(games):
        group = groups[k % len(groups)]
        shift = (k // len(groups)) % players
        lineup = group[shift:] + group[:shift]
        tasks.append(Task(k, lineup, seed + k, edition, options, max_decisions, tuple(sets)))
    return tasks


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def elo(bots: list[str], outcomes: list[Outcome], iterations: int = 2000) -> dict[str, float]:
    """Bradley-Terry ratings from pairwise results (a winner beats each loser; a shared
    win or a draw is half a point each), on the Elo scale, averaging 1500."""
    score: dict[tuple[str, str], float] = {}
    for o in outcomes:
        seats = range(len(o.lineup))
        for a, b in itertools.combinations(seats, 2):
            x, y = o.lineup[a], o.lineup[b]
            if x == y:
                continue
            wa, wb = a in o.winners, b in o.winners
            sa = 0.5 if wa == wb else (1.0 if wa else 0.0)
            score[(x, y)] = score.get((x, y), 0.0) + sa
            score[(y, x)] = score.get((y, x), 0.0) + 1 - sa
    strength = {b: 1.0 for b in bots}
    for _ in range(iterations):
        new = {}
        for b in bots:
            wins = sum(score.get((b, o), 0.0) for o in bots if o != b) + 0.5  # weak prior
            denom = sum((score.get((b, o), 0.0) + score.get((o, b), 0.0)) / (strength[b] + strength[o])
                        for o in bots if o != b) + 1.0 / (strength[b] + 1.0)
            new[b] = wins / denom if denom else strength[b]
        mean = math.exp(sum(math.log(v) for v in new.values()) / len(new))
        strength = {b: v / mean for b, v in new.items()}
    return {b: 1500 + 400 * math.log10(strength[b]) for b in bots}


@dataclass
class ArenaResult:
    bots: list[str]
    players: int
    edition: int
    outcomes: list[Outcome] = field(default_factory=list)
    seconds: float = 0.0
    seed: int = 0
    planned: int = 0  # games scheduled; more than len(outcomes) while the match runs
    options: dict = field(default_factory=dict)
    sets: list[str] = field(default_factory=list)

    def table(self) -> list[dict]:
        rows = []
        ratings = elo(self.bots, self.outcomes)
        for b in self.bots:
            seats = [(o, i) for o in self.outcomes for i, s in enumerate(o.lineup) if s == b]
            n = len(seats)
            wins = sum(_share(o, i) for o, i in seats)
            lo, hi = wilson(wins, n)
            rows.append({"bot": b, "games": n, "wins": wins, "win_rate": wins / n if n else 0.0,
                         "ci95": [lo, hi], "elo": ratings[b]})
        return sorted(rows, key=lambda r: -r["elo"])

    def head_to_head(self) -> list[dict]:
        """For 2-player games: each pair's record."""
        rows = []
        for a, b in itertools.combinations(self.bots, 2):
            games = [o for o in self.outcomes if set(o.lineup) == {a, b}]
            wins_a = sum(_share(o, o.lineup.index(a)) for o in games)
            lo, hi = wilson(wins_a, len(games))
            rows.append({"a": a, "b": b, "games": len(games), "a_wins": wins_a,
                         "a_win_rate": wins_a / len(games) if games else 0.0, "ci95": [lo, hi],
                         "draws": sum(1 for o in games if o.reason == DECISION_LIMIT)})
        return rows

    def to_json(self) -> dict:
        return {"bots": self.bots, "players": self.players, "edition": self.edition,
                "seed": self.seed, "options": self.options, "sets": self.sets,
                "planned": self.planned,
                "complete": len(self.outcomes) >= self.planned,
                "games": len(self.outcomes), "seconds": self.seconds, "table": self.table(),
                "head_to_head": self.head_to_head() if self.players == 2 else [],
                "outcomes": [{"index": o.index, "lineup": list(o.lineup), "winners": o.winners,
                              "reason": o.reason, "decisions": o.decisions,
                              "seconds": round(o.seconds, 3)}
                             for o in sorted(self.outcomes, key=lambda o: o.index)]}


def _share(o: Outcome, seat: int) -> float:
    """A seat's part of a win: shared wins split it; a game without winners (a draw) splits
    it among all seats."""
    if not o.winners:
        return 1.0 / len(o.lineup)
    return 1.0 / len(o.winners) if seat in o.winners else 0.0


def outcomes_from_json(data: dict, tasks: list[Task]) -> list[Outcome]:
    """The games of a saved (possibly unfinished) run, checked against this run's schedule so
    a resumed run cannot mix in games of another match."""
    done = []
    for o in data.get("outcomes", []):
        i = o.get("index")
        if not isinstance(i, int) or not 0 <= i < len(tasks) or tuple(o["lineup"]) != tasks[i].lineup:
            raise ValueError("the saved games do not belong to this match (different bots, "
                             "seed, player count or schedule)")
        done.append(Outcome(i, tasks[i].lineup, list(o["winners"]), o["decisions"],
                            o["seconds"], o["reason"]))
    return done


def run_arena(bots: list[str], games: int, players: int, seed: int = 0, edition: int = 4,
              options: dict | None = None, workers: int | None = None, progress=None,
              resume: dict | None = None, on_outcome=None,
              max_decisions: int = 1000, sets: list[str] | tuple[str, ...] = (),
              ray_address: str | None = None) -> ArenaResult:
    """Play the match. `resume` is a saved result (`ArenaResult.to_json`) whose games are kept
    and not replayed; `on_outcome(result)` is called after every finished game (to save
    progress). `sets`: the expansions in play besides the base set. `ray_address`: play the
    games on that Ray cluster rather than in local worker processes."""
    if ray_address is not None:
        check_ray()
    sets = [s for s in sets if s != "base"]
    for spec in bots:
        load_agent(spec)  # refuse a bad spec before starting workers
    tasks = schedule(bots, games, players, seed, edition, options or {}, max_decisions, tuple(sets))
    result = ArenaResult(bots, players, edition, seed=seed, planned=games, options=options or {},
                         sets=sets)
    if resume is not None:
        for key, want in (("bots", bots), ("edition", edition), ("players", players), ("seed", seed),
                          ("options", options or {}), ("sets", sets)):
            if resume.get(key, [] if key == "sets" else None) != want:
                raise ValueError(f"the saved match has {key} {resume.get(key)!r}, not {want!r}")
        result.outcomes = outcomes_from_json(resume, tasks)
        result.seconds = float(resume.get("seconds", 0.0))
    finished = {o.index for o in result.outcomes}
    todo = [t for t in tasks if t.index not in finished]
    t0 = time.perf_counter() - result.seconds

    def record(outcome: Outcome) -> None:
        result.outcomes.append(outcome)
        result.seconds = time.perf_counter() - t0
        if on_outcome:
            on_outcome(result)
        if progress:
            progress(len(result.outcomes), len(tasks), 0)

    for outcome in each_result(play_task, todo, workers, ray_address):
        record(outcome)
    result.seconds = time.perf_counter() - t0
    return result
