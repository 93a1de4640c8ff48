"""Built-in search providers. Importing this package registers them."""

from deepsearch.search.providers import brave, duckduckgo, searxng, serpapi, tavily

__all__ = ["brave", "duckduckgo", "searxng", "serpapi", "tavily"]
