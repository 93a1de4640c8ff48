"""Vector store backends: LanceDB (embedded, default) and PostgreSQL with pgvector."""
