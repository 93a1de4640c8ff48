"""The HTTP API and the web page (`deepsearch serve`)."""
