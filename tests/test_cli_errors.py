"""Every bad input on the command line is one clear line on stderr and exit status 2,
never a traceback (issue 10, point 3)."""

import json
import subprocess
import sys

import pytest


def run(tmp_path, *args):
    return subprocess.run([sys.executable, "-m", "innovation.cli", *args], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)


def one_clear_line(res, *words):
    assert res.returncode == 2, (res.returncode, res.stdout, res.stderr)
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in res.stderr, res.stderr
    assert "error" in lines[0]
    for w in words:
        assert w in lines[0], lines[0]


def test_serve_port_out_of_range(tmp_path):
    one_clear_line(run(tmp_path, "serve", "--port", "99999"), "--port", "99999")


def test_serve_db_that_is_not_a_database(tmp_path):
    (tmp_path / "notes.db").write_text("these are my notes, not a database\n" * 50)
    one_clear_line(run(tmp_path, "serve", "--port", "0", "--db", "notes.db"),
                   "notes.db", "not a database")
    assert (tmp_path / "notes.db").read_text().startswith("these are my notes")


def test_arena_json_into_a_missing_folder_fails_before_playing(tmp_path):
    res = run(tmp_path, "arena", "--bots", "random,greedy", "--games", "2", "--quiet",
              "--json", "no/such/folder/out.json")
    one_clear_line(res, "no/such/folder/out.json")
    assert res.stdout == ""  # no game was played first


def test_saved_game_without_config(tmp_path):
    (tmp_path / "saved.json").write_text(json.dumps({"seed": 1, "answers": []}))
    one_clear_line(run(tmp_path, "play", "--load", "saved.json"), "saved.json",
                   "not a saved game", "config")


@pytest.mark.parametrize("content", ["[1, 2]", "not json", '{"config": 3, "seed": 1, "answers": []}'])
def test_saved_game_that_is_not_one(tmp_path, content):
    (tmp_path / "saved.json").write_text(content)
    one_clear_line(run(tmp_path, "play", "--load", "saved.json"), "saved.json")


@pytest.mark.parametrize("args", [["fuzz", "--games", "-3"], ["fuzz", "--games", "0"],
                                  ["bench", "--games", "0"], ["arena", "--bots", "random,greedy",
                                                              "--workers", "0"]])
def test_counts_must_be_positive(tmp_path, args):
    one_clear_line(run(tmp_path, *args), args[-2])


def test_scenarios_on_a_folder_without_scenarios_fails(tmp_path):
    (tmp_path / "empty").mkdir()
    (tmp_path / "empty" / "notes.txt").write_text("hello")
    one_clear_line(run(tmp_path, "scenarios", "empty"), "no scenario files", "empty")


def test_output_piped_into_a_reader_that_stops_early(tmp_path):
    """`innovation scenarios ... -v | head -1`: no traceback when the reader goes away."""
    import os
    from pathlib import Path

    scenarios = Path(__file__).resolve().parent / "scenarios"
    proc = subprocess.Popen([sys.executable, "-m", "innovation.cli", "scenarios", "-v", str(scenarios)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=tmp_path)
    os.read(proc.stdout.fileno(), 100)
    proc.stdout.close()
    err = proc.stderr.read().decode()
    proc.wait(timeout=120)
    assert "Traceback" not in err and "BrokenPipe" not in err, err
