"""Re-execute the lesson notebooks in place, top to bottom, each in a fresh kernel, and save
them the way the repository keeps them: executed in order, no widget state, no timings, no
kernel version, prints joined into one output per stream, and a widget view's model id derived from its cell (it changes on every run
otherwise, and the file would differ though nothing else did).

    python scripts/execute_lessons.py                 # every lesson in notebooks/
    python scripts/execute_lessons.py 04 05           # lessons whose names start so

Run it after changing a lesson, or any code whose output a lesson shows (explanations,
computer players, reprs); then ``python -m pytest notebooks/`` checks the stored outputs
with nbval. The outputs depend only on the seeds the lessons use, so two runs give the
same files. Uses nbclient, the executor nbval and ``jupyter nbconvert --execute`` share.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def coalesce_streams(outputs: list) -> list:
    """Join consecutive prints to the same stream into one output: how the kernel splits
    them into messages depends on timing, what the learner reads does not."""
    joined: list = []
    for output in outputs:
        last = joined[-1] if joined else None
        if (
            output.get("output_type") == "stream"
            and last is not None
            and last.get("output_type") == "stream"
            and last.get("name") == output.get("name")
        ):
            last["text"] = "".join(last["text"]) + "".join(output["text"])
        else:
            joined.append(output)
    return joined


def clean(nb: nbformat.NotebookNode, name: str) -> None:
    """Strip what changes between runs or keeps GitHub from rendering the notebook."""
    nb.metadata.pop("widgets", None)
    nb.metadata.get("language_info", {}).pop("version", None)
    for index, cell in enumerate(nb.cells):
        cell.metadata.pop("execution", None)
        if "outputs" in cell:
            cell.outputs = coalesce_streams(cell.outputs)
        for n, output in enumerate(cell.get("outputs", [])):
            view = output.get("data", {}).get(WIDGET_VIEW)
            if view is not None:
                view["model_id"] = hashlib.sha1(f"{name}:{index}:{n}".encode()).hexdigest()[:32]


def execute(path: Path, timeout: int = 300) -> None:
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        kernel_name="python3",
        timeout=timeout,
        store_widget_state=False,
        record_timing=False,
        resources={"metadata": {"path": str(path.parent)}},
    )
    client.execute()  # raises CellExecutionError, naming the cell, if a lesson breaks
    clean(nb, path.stem)
    nbformat.write(nb, path)


def main(argv: "list[str] | None" = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("prefixes", nargs="*", help="only the lessons whose file names start so")
    args = parser.parse_args(argv)
    paths = sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
    if args.prefixes:
        paths = [p for p in paths if p.name.startswith(tuple(args.prefixes))]
    if not paths:
        parser.error("no lesson matches")
    for path in paths:
        print(f"executing {path.name}", flush=True)
        execute(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
