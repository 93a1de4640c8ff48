"""Which local files the engine may read: one policy for every entry point.

The CLI reads what its user names (anywhere the user can read). A client over MCP or the
HTTP API is not the machine's user: a prompt-injected assistant could ask for ``~/.ssh``.
So those entry points read only under configured document roots (the current directory
over MCP stdio when none are set; nothing over HTTP). Everywhere, paths are resolved
(symlinks followed) before the check, and files whose names look like secrets — keys,
credentials, tokens, shell history — are refused.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

#: names that are secrets whoever asks (keys, credential stores, shell history)
SECRET_NAME = re.compile(
    r"^(id_(rsa|dsa|ecdsa|ed25519)(\.pub)?|authorized_keys|known_hosts|\.?netrc|\.?pgpass|"
    r"\.?env(\..*)?|\.?(bash|zsh|python|psql|mysql|node_repl)_history|shadow|gshadow|"
    r"master\.key|credentials(\.json)?)$"
    r"|\.(pem|key|p12|pfx|kdbx|keystore|jks|gpg|ovpn)$", re.I)
#: names that may be secrets: refused for clients that are not the machine's user
SECRET_WORD = re.compile(r"(^|[^a-z])(credentials?|secrets?|passwords?|passwd|tokens?|apikeys?|"
                         r"api[-_]keys?|private[-_]?keys?)([^a-z]|$)", re.I)


def looks_secret(name: str, *, strict: bool = False) -> bool:
    return SECRET_NAME.search(name) is not None or (
        strict and SECRET_WORD.search(name) is not None)


@dataclass(frozen=True)
class PathPolicy:
    """``roots`` None: any path the process can read (the CLI's user); otherwise only paths
    under one of the (resolved) roots, with no hidden part below the root."""

    roots: tuple[Path, ...] | None = None
    who: str = "this interface"

    @classmethod
    def anywhere(cls) -> PathPolicy:
        return cls(None, "the command line")

    @classmethod
    def under(cls, roots: list[Path] | tuple[Path, ...], who: str) -> PathPolicy:
        return cls(tuple(Path(r).expanduser().resolve() for r in roots), who)

    def refusal(self, path: Path) -> str | None:
        """Why ``path`` may not be read, or None."""
        try:
            resolved = path.expanduser().resolve()
        except (OSError, RuntimeError):
            return "the path cannot be resolved"
        strict = self.roots is not None
        if looks_secret(resolved.name, strict=strict) or looks_secret(path.name, strict=strict):
            return "the name looks like a secret (keys, credentials, tokens, history): refused"
        if self.roots is None:
            return None
        if not self.roots:
            return (f"{self.who} may not read local files: no document roots are configured "
                    "(ingest.document_roots)")
        for root in self.roots:
            if resolved == root or resolved.is_relative_to(root):
                below = resolved.relative_to(root).parts
                if any(part.startswith(".") for part in below):
                    return "hidden files and folders are not read"
                return None
        return (f"outside the document roots {self.who} may read "
                f"({', '.join(str(r) for r in self.roots)})")
