"""URL normalisation and domain matching, used for de-duplication and caching."""

from __future__ import annotations

import re
from urllib.parse import parse_qsl, quote, unquote, urlencode, urlsplit, urlunsplit

TRACKING_PARAMS = frozenset(
    {
        "gclid", "gclsrc", "dclid", "fbclid", "msclkid", "yclid", "twclid", "igshid",
        "mc_cid", "mc_eid", "_ga", "_gl", "ref_src", "spm", "scid", "vero_id", "wickedid",
        "oly_anon_id", "oly_enc_id", "rb_clickid", "s_cid", "mkt_tok", "hsctatracking",
    }
)
TRACKING_PREFIXES = ("utm_", "pk_", "hsa_", "itm_")
DEFAULT_PORTS = {"http": 80, "https": 443}
_SAFE_PATH = "/:@!$&'()*+,;=-._~%"


def _is_tracking(name: str) -> bool:
    low = name.lower()
    return low in TRACKING_PARAMS or low.startswith(TRACKING_PREFIXES)


def normalize_url(url: str) -> str:
    """Canonical form of ``url`` for de-duplication.

    Lower-cases scheme and host, drops default ports, user info, fragments, tracking
    parameters (``utm_*``, ``gclid``, ``fbclid`` …) and trailing slashes, sorts the
    query, and re-quotes the path consistently.  Idempotent:
    ``normalize_url(normalize_url(u)) == normalize_url(u)``.
    """
    text = url.strip()
    if "://" not in text:
        text = "http://" + text
    parts = urlsplit(text)
    scheme = parts.scheme.lower()
    host = (parts.hostname or "").lower().rstrip(".")
    try:
        port = parts.port
    except ValueError:
        port = None
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"
    netloc = host if port is None or DEFAULT_PORTS.get(scheme) == port else f"{host}:{port}"
    path = quote(unquote(parts.path), safe=_SAFE_PATH)
    path = re.sub(r"/{2,}", "/", path).rstrip("/")
    query_pairs = [
        (k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if not _is_tracking(k)
    ]
    query = urlencode(sorted(query_pairs), doseq=True)
    return urlunsplit((scheme, netloc, path, query, ""))


def domain_of(url: str) -> str:
    """Host name of ``url`` in lower case, without a leading ``www.``."""
    host = (urlsplit(url if "://" in url else "http://" + url).hostname or "").lower()
    return host[4:] if host.startswith("www.") else host


def domain_matches(host: str, patterns: list[str]) -> bool:
    """True when ``host`` is one of ``patterns`` or a subdomain of one (``site:`` semantics)."""
    host = host.lower().rstrip(".")
    for raw in patterns:
        pat = raw.lower().strip().removeprefix("site:").removeprefix("-site:").strip(".")
        pat = pat.removeprefix("www.")
        if pat and (host == pat or host.endswith("." + pat)):
            return True
    return False
