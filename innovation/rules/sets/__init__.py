"""The expansions' rules (not their cards), one module per set, the edition a parameter.

Each module `<set>.py` defines `join(rs: Ruleset) -> None`, which adds the set's hooks,
actions, draw rule, after-meld steps, specials and modifiers to the edition's ruleset
(`rs.edition` tells which). `innovation.editions.ruleset` calls it for each set in play.
"""
