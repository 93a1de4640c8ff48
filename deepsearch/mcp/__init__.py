"""The MCP server (`deepsearch mcp`): deepsearch's tools for AI assistants."""
