"""``Classroom`` starts the same server inside a running event loop (a kernel's), and its
widget shows the join link, the QR code and the dashboard."""

from __future__ import annotations

import asyncio
import json

import pytest
from classroom_support import free_port


def test_classroom_serves_from_the_running_loop_and_shows_the_join_link(tmp_path):
    from websockets.asyncio.client import connect

    from hasen_widget.classroom import Classroom

    async def go():
        port = free_port()
        room = await Classroom(db=str(tmp_path / "c.sqlite"), port=port, pace=0, review=False).ready()
        assert room.join_url == f"http://127.0.0.1:{port}/" and "token=" in room.teacher_url
        shown = room.widget.value
        assert room.join_url in shown and "data:image/svg+xml;base64," in shown and "<iframe" in shown
        async with connect(f"ws://127.0.0.1:{port}/ws", origin=f"http://127.0.0.1:{port}") as ws:
            assert json.loads(await ws.recv())["type"] == "lobby"
            await ws.send(json.dumps({"kind": "join", "name": "Ida"}))
            kinds = [json.loads(await ws.recv())["type"] for _ in range(2)]
            assert kinds == ["welcome", "state"]
        assert [st.name for st in room.session.students.values()] == ["Ida"]
        await room.stop()

    asyncio.run(go())


def test_classroom_outside_a_loop_and_unknown_keywords_are_refused():
    from hasen_widget.classroom import Classroom

    with pytest.raises(TypeError, match="did you mean 'port'"):
        Classroom(prot=1)
    with pytest.raises(RuntimeError, match="python -m hasen_widget class"):
        Classroom()
