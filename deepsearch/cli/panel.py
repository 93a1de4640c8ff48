"""The live panel ``deepsearch research`` shows while it works, fed by the event stream.

On a terminal it is a Rich ``Live`` panel: the current stage and persona message, and the
run's counters. Elsewhere (pipes, CI logs) each event is one plain line instead.
"""

from __future__ import annotations

from rich.console import Console, Group
from rich.live import Live
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from deepsearch.research.models import Event
from deepsearch.untrusted import clean, terminal

COUNTERS = (("iteration", "round"), ("searches", "searches"), ("hits", "results"),
            ("fetched", "pages read"), ("skipped", "skipped"), ("chunks", "chunks"),
            ("coverage", "coverage"), ("tokens", "tokens"), ("cost_usd", "cost $"))


def render(event: Event, recent: list[Event]) -> Panel:
    table = Table.grid(padding=(0, 2))
    for _ in range(len(COUNTERS)):
        table.add_column(justify="right")
    table.add_row(*[Text(label, style="dim") for _, label in COUNTERS])
    values = []
    for key, _ in COUNTERS:
        value = event.counters.get(key, 0)
        values.append(f"{value:.2f}" if key == "coverage" else
                      f"{value:.4f}" if key == "cost_usd" else f"{int(value)}")
    table.add_row(*values)
    lines = Text()
    for past in recent[-6:]:
        lines.append(f"{past.stage:>6} ", style="dim")
        lines.append(f"{past.persona.value}: ", style="bold")
        lines.append(clean(past.message[:160]) + "\n")
    elapsed = event.counters.get("elapsed_s", 0.0)
    return Panel(Group(table, lines), title=f"deepsearch · {event.stage} · {elapsed:.1f} s",
                 title_align="left")


class ProgressPanel:
    """A context manager whose ``__call__`` is an event sink."""

    def __init__(self, console: Console, *, quiet: bool = False) -> None:
        self.console = console
        self.quiet = quiet
        self.live: Live | None = None
        self.recent: list[Event] = []

    def __enter__(self) -> ProgressPanel:
        if not self.quiet and self.console.is_terminal:
            self.live = Live(console=self.console, refresh_per_second=8, transient=True)
            self.live.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        if self.live is not None:
            self.live.__exit__(None, None, None)

    def __call__(self, event: Event) -> None:
        if self.quiet:
            return
        self.recent = [*self.recent[-20:], event]
        if self.live is not None:
            self.live.update(render(event, self.recent))
        else:
            self.console.print(f"[dim]{event.stage:>6}[/] [bold]{event.persona.value}[/]: "
                               f"{terminal(event.message)}", highlight=False)
