"""The class server with real clients: eight students on the same two deals (the
dashboard and the CSV agree with the engine), and every refusal (a forged act, the
teacher's token, a foreign origin, oversized and malformed frames, an HTML name)."""

from __future__ import annotations

import asyncio
import csv
import io
import json
import signal
import sqlite3
import time
import urllib.error
import urllib.request

import pytest
from classroom_support import ClassProc, Client, play_hand

from hasen_widget import Game
from hasen_widget.classroom.deals import parse_deals
from hasen_widget.deal import side_of
from hasen_widget.solver import Position, solve


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    proc = ClassProc(tmp_path_factory.mktemp("class"), tables=1)
    yield proc
    proc.stop()


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 120))


def _engine_result(deal_text: str, history: list[str]):
    """The hand replayed by the engine alone, and its par from the open-hand solver."""
    g = Game(deal=deal_text)
    par = None
    for text in history:
        if par is None and g.phase == "play" and not g.tricks and not g.current_trick:
            par = solve(Position.from_game(g)).tricks
        g.apply(text)
    assert g.history == history
    return g.hand_results[0], par


def test_eight_students_play_the_same_two_deals_and_the_dashboard_and_csv_agree_with_the_engine(server):
    deals = parse_deals(server.deals_file.read_text())

    async def go():
        teacher = await Client.open(server, f"/ws/teacher?token={server.token}")
        students = [await Client.open(server) for _ in range(8)]
        for i, c in enumerate(students):
            await c.join(f"Student {i + 1}")
        seen = {}
        for deal in (1, 2):
            await asyncio.gather(*(play_hand(c, pick=i) for i, c in enumerate(students)))
            for i, c in enumerate(students):
                assert c.traits["class"]["deal"] == deal
                seen[(f"Student {i + 1}", deal)] = c.view["hand_results"][0]
            if deal == 1:
                await teacher.send({"kind": "advance"})
                for c in students:
                    await c.until(lambda c=c: c.traits["class"]["deal"] == 2 and not c.over())
        # Each result is on the dashboard at once; its par comes with its review (a worker's).
        await teacher.until(
            lambda: (
                len(teacher.dash.get("results", [])) >= 16
                and all(r["reviewed"] for r in teacher.dash["results"])
            ),
            timeout=60,
        )
        dash = teacher.dash
        for c in students:
            await c.close()
        await teacher.close()
        return seen, dash

    seen, dash = run(go())
    rows = [r for r in dash["results"] if r["name"].startswith("Student ")]
    assert len(rows) == 16
    with urllib.request.urlopen(f"{server.join_url}export.csv?token={server.token}") as resp:
        table = list(csv.DictReader(io.StringIO(resp.read().decode("utf-8"))))
    by_name = {(r["name"], int(r["deal"])): r for r in table}
    db = sqlite3.connect(server.db)
    stored = {
        (json.loads(r)["table"], json.loads(r)["deal"]): json.loads(r)
        for (r,) in db.execute("SELECT row FROM results")
    }
    for row in rows:
        key = (row["name"], row["deal"])
        own = seen[key]  # what the student's own page was told at the end of the hand
        result, par = _engine_result(
            deals[row["deal"] - 1], stored[(row["table"], row["deal"] - 1)]["history"]
        )
        maker_side = side_of(result.maker) if result.maker else None
        assert (row["maker"], row["bid"], row["made"], row["points"]) == (
            result.maker, result.bid_label, result.made, result.points["NS"])  # fmt: skip
        assert (own["maker"], own["made"], own["points"]["NS"]) == (row["maker"], row["made"], row["points"])
        assert row["maker_tricks"] == (result.tricks[maker_side] if maker_side else None)
        assert row["par_tricks"] == (par[maker_side] if maker_side and par else None)
        line = by_name[key]
        assert (line["maker"], line["points"], line["made"]) == (
            row["maker"],
            str(row["points"]),
            str(row["made"]),
        )
        assert line["par_tricks"] == ("" if row["par_tricks"] is None else str(row["par_tricks"]))
    # Class statistics per deal, recomputed from the engine's results.
    for stat in dash["stats"]:
        mine = [r for r in rows if r["deal"] == stat["deal"]]
        played = [r for r in mine if not r["thrown_in"]]
        assert stat["hands"] == len(played)
        assert stat["make_rate"] == round(sum(1 for r in played if r["made"]) / len(played), 3)
        assert stat["mean_points"] == round(sum(r["points"] for r in mine) / len(mine), 2)
    # The students took different decisions: the class's results are not all one.
    assert len({(r["maker"], r["bid"], r["points"]) for r in rows}) > 2


def _http(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url) as resp:
            return resp.status, resp.read().decode("utf-8")
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode("utf-8")


def test_the_dashboard_and_every_teacher_action_need_the_teachers_token(server):
    for path in ("teacher", "export.csv"):
        for query in ("", "?token=", "?token=wrong" + server.token[:5]):
            status, body = _http(f"{server.join_url}{path}{query}")
            assert status == 403 and "teacher's link" in body, (path, query)
    assert _http(server.teacher_url)[0] == 200

    async def go():
        before = await Client.open(server, f"/ws/teacher?token={server.token}")
        await before.until(lambda: bool(before.dash))
        paused = before.dash["settings"]["paused"]
        for path in ("/ws/teacher", "/ws/teacher?token=nope"):
            t = await Client.open(server, path)
            await t.until(lambda t=t: t.closed)
            assert t.notices == [
                "Refused: the teacher's pages need the teacher's link, with its secret token."
            ]
            assert t.ws.close_code == 4401
        # A student's socket cannot act as the teacher: the message is no table message.
        s = await Client.open(server)
        await s.join("Mallory")
        await s.send({"kind": "pause", "value": True})
        await s.until(lambda: bool(s.notices))
        assert "refused" in s.notices[-1] and "'pause'" in s.notices[-1]
        await s.send({"kind": "open_hands", "value": True})
        await s.until(lambda: len(s.notices) > 1)
        assert s.notices[-1] == "Only the teacher can do that."
        assert s.view["hands"]["N"] is None
        await asyncio.sleep(0.2)
        assert before.dash["settings"]["paused"] == paused
        await s.close()
        await before.close()

    run(go())


def test_a_forged_act_for_another_seat_is_refused_and_changes_nothing(tmp_path):
    # A server of its own: the module's table of four is filled and played by other tests,
    # and here its three other seats must be empty (the table waits for them).
    own = ClassProc(tmp_path, tables=1)

    async def go():
        s = await Client.open(own)
        # East: the first deal's dealer is West, so North (an empty seat) speaks first.
        await s.join("Eve", table="T1", seat="E")
        await s.until(lambda: s.traits["class"]["table"] == "T1")
        assert s.view["to_move"] == "N"
        view = dict(s.view)
        moves = len(s.view["auction"])
        # The seat is the socket's, never the message's: a "seat" field is refused.
        await s.send({"kind": "act", "action": "pass", "seat": "E"})
        await s.until(lambda: bool(s.notices))
        assert "seat: not a field of the 'act' message" in s.notices[-1]
        # Acting while another seat is to move (the table waits for its empty seats).
        await s.send({"kind": "act", "action": "pass"})
        await s.until(lambda: bool(s.traits.get("error")))
        assert s.traits["error"]["text"]
        assert s.view["auction"] == view["auction"] and len(s.view["auction"]) == moves
        assert s.view["hands"]["N"] is None and s.view["widow"] is None
        await s.close()

    try:
        run(go())
    finally:
        own.stop()


def test_the_notebook_tables_own_controls_are_the_teachers_in_class(server):
    # New match, restart, next deal, another language, redo, replay: the teacher's in a
    # class. Each is refused in words and changes nothing (its page does not offer them).
    async def go():
        s = await Client.open(server)
        await s.join("Uma")
        await s.until(s.my_turn)
        view = json.dumps(s.view, sort_keys=True)
        asks = [{"kind": "new_match"}, {"kind": "restart"}, {"kind": "next_deal"}, {"kind": "redo"},
                {"kind": "lang", "value": "ko"}, {"kind": "replay", "go": "enter"}]  # fmt: skip
        for i, msg in enumerate(asks):
            await s.send(msg)
            await s.until(lambda i=i: len(s.notices) > i)
        assert s.notices == ["Only the teacher can do that."] * len(asks), s.notices
        await asyncio.sleep(0.2)
        assert json.dumps(s.view, sort_keys=True) == view and s.traits["settings"].get("stage") != "replay"
        await s.close()

    run(go())


def test_a_socket_from_another_origin_is_refused(server):
    async def go():
        for origin in ("http://evil.example", f"http://127.0.0.1:{server.port + 1}"):
            c = await Client.open(server, origin=origin)
            await c.until(lambda c=c: c.closed)
            assert c.notices == ["Refused: this connection does not come from the class's own page."]
            assert c.ws.close_code == 4403 and c.kinds == ["refused"]

    run(go())


def test_oversized_malformed_and_too_fast_frames_are_refused_and_change_nothing(server):
    async def go():
        s = await Client.open(server)
        await s.join("Oscar")
        await s.until(s.my_turn)  # the computer players have moved (they think elsewhere, after the join)
        view = json.dumps(s.view, sort_keys=True)
        bad = [
            "x" * 5000,  # oversized
            "{not json",
            json.dumps({"kind": "act", "action": 7}),
            json.dumps({"kind": "act", "action": "play " + "J♦" * 40}),
            json.dumps(["act"]),
            json.dumps({"kind": "explode"}),
        ]
        for i, frame in enumerate(bad):
            await s.send(frame)
            await s.until(lambda i=i: len(s.notices) > i)
        said = s.notices
        assert said[0] == "A message of more than 2048 characters was refused; nothing changed."
        assert "not JSON" in said[1]
        assert "action: must be a text of 1 to 40 characters, not 7" in said[2]
        assert "action: must be a text" in said[3]
        assert "message: must be an object" in said[4] and "unknown kind 'explode'" in said[5]
        assert all(len(t) < 200 for t in said)
        # A flood: past the bucket, frames are refused without being read.
        for _ in range(60):
            await s.send({"kind": "hint"})
        await s.until(lambda: any("Too many messages" in t for t in s.notices))
        await asyncio.sleep(0.3)
        after = dict(s.view)
        assert json.dumps({k: v for k, v in after.items()}, sort_keys=True) == view
        await s.close()

    run(go())


def test_a_display_name_holding_html_is_kept_as_text(server):
    name = "<b onclick=x()>Zoë</b>"

    async def go():
        s = await Client.open(server)
        await s.join(name)
        t = await Client.open(server, f"/ws/teacher?token={server.token}")
        await t.until(lambda: any(st["name"] == name for st in t.dash.get("students", [])))
        await s.send({"kind": "join", "name": "x" * 30})  # already joined: a join is no table message
        await s.until(lambda: bool(s.notices))
        s2 = await Client.open(server)
        await s2.until(lambda: bool(s2.lobby))
        await s2.send({"kind": "join", "name": "x" * 30})
        await s2.until(lambda: bool(s2.notices))
        assert s2.notices[-1] == "Write a name of 1 to 24 characters." and not s2.token
        for c in (s, s2, t):
            await c.close()
        return s.traits["class"]["name"]

    assert run(go()) == name  # the page sets it as text (tests/browser/test_classroom.py looks)
    status, page = _http(server.join_url)
    assert status == 200 and "onclick" not in page


def test_at_a_table_of_four_a_student_takes_back_their_own_last_move_only_before_the_next_seat_moves(
    tmp_path,
):
    proc = ClassProc(tmp_path, tables=1)

    async def go():
        teacher = await Client.open(proc, f"/ws/teacher?token={proc.token}")
        seats = {}
        for seat in "NESW":
            seats[seat] = await Client.open(proc)
            await seats[seat].join(f"Player {seat}", table="T1", seat=seat)
        n, e = seats["N"], seats["E"]  # deal 1's dealer is West: North bids first
        await n.until(n.my_turn)
        assert n.traits["class"]["undo"] is True
        first = n.view["legal"][-1]
        await n.send({"kind": "act", "action": first})
        await e.until(lambda: len(e.view["auction"]) == 1)
        # East has not moved: North takes the bid back, and every seat sees it gone.
        await n.send({"kind": "undo"})
        for c in seats.values():
            await c.until(lambda c=c: c.view["auction"] == [] and c.view["to_move"] == "N")
        assert not n.notices
        # East may not take back North's move.
        await n.send({"kind": "act", "action": "pass"})
        await e.until(e.my_turn)
        await e.send({"kind": "undo"})
        await e.until(lambda: bool(e.notices))
        said = "At a table of four you can take back only your own last move, and only before the next player moves."
        assert e.notices[-1] == said
        # Once East has moved, North's pass stays.
        await e.send({"kind": "act", "action": e.view["legal"][0]})
        await n.until(lambda: len(n.view["auction"]) == 2)
        await n.send({"kind": "undo"})
        await n.until(lambda: bool(n.notices))
        assert n.notices[-1] == said
        await asyncio.sleep(0.2)
        assert [a for _, a in n.view["auction"]] == ["pass", e.view["auction"][1][1]]
        # With undo turned off for the class, nobody takes anything back.
        await teacher.send({"kind": "settings", "undo": False})
        s = seats["S"]
        await s.until(lambda: s.my_turn() and s.traits["class"]["undo"] is False)
        await s.send({"kind": "act", "action": "pass"})
        await s.until(lambda: len(s.view["auction"]) == 3)
        await s.send({"kind": "undo"})
        await s.until(lambda: bool(s.notices))
        assert s.notices[-1] == "The teacher has turned undo off for this class."
        assert len(s.view["auction"]) == 3
        for c in (*seats.values(), teacher):
            await c.close()

    try:
        run(go())
    finally:
        proc.stop()


def test_a_hands_review_lost_to_a_sigkill_is_made_again_when_the_server_restarts(tmp_path):
    """The review worker is frozen (SIGSTOP) so the server is surely mid-review when it
    is killed; the next server on the same database reviews those hands again."""
    import psutil

    from hasen_widget.classroom.results import hand_review

    proc = ClassProc(tmp_path)
    server = psutil.Process(proc.proc.pid)

    def review_worker():  # the worker that gives way to the others (10 nicer than its server)
        gives_way = min(19, server.nice() + 10)  # the test run may itself be under `nice`
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            for child in server.children():
                if child.nice() == gives_way and "resource_tracker" not in " ".join(child.cmdline()):
                    return child
            time.sleep(0.1)
        raise AssertionError("no review worker")

    frozen = review_worker()

    async def play():
        students = [await Client.open(proc) for _ in range(3)]
        for i, c in enumerate(students):
            await c.join(f"Student {i + 1}")
        await teacher_sees_reviews(0)  # nothing finished yet
        frozen.send_signal(signal.SIGSTOP)
        await asyncio.gather(*(play_hand(c, pick=i) for i, c in enumerate(students)))
        for c in students:
            await c.close()

    async def teacher_sees_reviews(n, timeout=15):
        t = await Client.open(proc, f"/ws/teacher?token={proc.token}")
        await t.until(lambda: len([r for r in t.dash.get("results", []) if r["reviewed"]]) >= n, timeout)
        await t.close()
        return t.dash

    try:
        run(play())
        db = sqlite3.connect(proc.db)
        stored = [json.loads(r) for (r,) in db.execute("SELECT row FROM results")]
        db.close()
        assert len(stored) == 3 and not any(r["reviewed"] for r in stored)  # kept, not yet reviewed
        # The frozen worker first: stopped, it could never notice its server is gone,
        # and it holds the server's output pipe open.
        frozen.kill()
        proc.kill(signal.SIGKILL)
        proc.start()
        dash = run(teacher_sees_reviews(3, timeout=90))
    finally:
        proc.stop()
    deals = parse_deals(proc.deals_file.read_text())
    by_table = {r["table"]: r for r in stored}
    for row in dash["results"]:
        made = hand_review(deals[0], 1, by_table[row["table"]]["history"], ["S"], "en")
        side = side_of(row["maker"]) if row["maker"] else None
        assert row["par_tricks"] == (made["par"][side] if side and made["par"] else None)
        lines = [
            {k: v for k, v in d.items() if k not in ("deal", "table", "name")}
            for d in dash["decisions"]
            if d["table"] == row["table"]
        ]
        assert lines == made["decisions"]
