"""The command line: scenario runner output, exit codes and malformed files."""

import json

from innovation.cli import main

GOOD = {
    "name": "Writing draws a 2",
    "edition": 4,
    "players": ["dennis", "micah"],
    "setup": {"dennis": {"blue": ["Writing"]}, "decks": {"base": {"2": ["Calendar"]}}},
    "steps": [{"action": "dogma", "card": "Writing"}],
    "expect": {"dennis": {"blue": ["Writing"], "hand": ["Calendar"]}, "next": {"player": "micah"}},
}


def write(tmp_path, name, data):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return path


def test_pass_and_fail_counts(tmp_path, capsys):
    write(tmp_path, "good.json", GOOD)
    bad = dict(GOOD, expect={"dennis": {"blue": ["Writing"], "hand": ["Mathematics"]}})
    write(tmp_path, "bad.json", bad)
    assert main(["scenarios", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert out.strip().splitlines()[-1] == "1 passed, 1 failed"
    assert "dennis.hand" in out and "Calendar" in out


def test_all_pass_exit_zero(tmp_path, capsys):
    write(tmp_path, "good.json", GOOD)
    assert main(["scenarios", str(tmp_path / "good.json")]) == 0
    assert "1 passed, 0 failed" in capsys.readouterr().out


def test_malformed_files_name_file_and_key(tmp_path, capsys):
    write(tmp_path, "nojson.json", "{not json")
    write(tmp_path, "noplayers.json", {k: v for k, v in GOOD.items() if k != "players"})
    write(tmp_path, "badcard.json", dict(GOOD, setup={"dennis": {"blue": ["Nonsense"]}}))
    write(tmp_path, "badzone.json", dict(GOOD, setup={"dennis": {"pocket": ["Writing"]}}))
    assert main(["scenarios", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "nojson.json" in out and "not valid JSON" in out
    assert "noplayers.json" in out and "'players'" in out
    assert "badcard.json" in out and "setup.dennis.blue" in out and "Nonsense" in out
    assert "badzone.json" in out and "setup.dennis.pocket" in out
    assert "0 passed, 4 failed" in out


def test_missing_path(capsys):
    assert main(["scenarios", "/no/such/place"]) == 2


def test_bench_env_reports_steps_per_second(capsys):
    assert main(["bench", "--env", "--players", "2", "3", "--seconds", "0.3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert [line.split(",")[0] for line in out] == ["2 players", "3 players"]
    assert all("PettingZoo environment" in line and "steps/s" in line for line in out)
    steps = int(out[0].split("(")[1].split(" steps")[0].replace(",", ""))
    assert steps > 0


def test_bench_reports_playouts_clones_and_search(capsys):
    assert main(["bench", "--games", "2", "--players", "2", "--search", "1"]) == 0
    out = capsys.readouterr().out
    assert "2 players, 2 random games" in out and "decisions/s" in out
    assert "clone at a decision point" in out
    assert "ismcts, 1 mid-game 2-player positions at 1s" in out and "iterations/s" in out
    assert "sampling a determinization" in out


def test_bench_with_a_set_times_the_base_game_in_turn_and_gives_the_share(capsys, monkeypatch):
    import innovation.bench as bench

    order = []
    real = bench._game

    def spy(players, seed, allow_missing, edition, options, sets):
        order.append(tuple(sets or ()))
        return real(players, seed, allow_missing, edition, options, sets)

    monkeypatch.setattr(bench, "_game", spy)
    assert main(["bench", "--games", "3", "--players", "2", "--sets", "cities", "--search", "0"]) == 0
    out = capsys.readouterr().out
    timed = order[-6:]  # after the warm-up: the base game and the set's in turn
    assert timed == [("base",), ("base", "cities")] * 3
    share = [line for line in out.splitlines() if "against the base game" in line]
    assert len(share) == 1 and share[0].startswith("2 players (cities)")
    lines = {line.split(",")[0]: line for line in out.splitlines() if "random games" in line}
    rate = {k: float(v.split("games/s, ")[1].split(" decisions/s")[0].replace(",", ""))
            for k, v in lines.items()}
    expected = rate["2 players (cities)"] / rate["2 players (base)"]
    assert abs(float(share[0].split(": ")[1].split("%")[0]) / 100 - expected) < 0.002
