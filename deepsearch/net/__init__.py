"""Network plumbing shared by every layer: one HTTP client, retries, rate limits, URLs."""
