"""Embedded-model benchmark (issue 5): latency and calls per second of SmolLM2-135M via
llama.cpp, for every role's structured prompt, on this machine's CPU.

    .venv/bin/python bench/llm_bench.py [--calls 3]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from deepsearch.llm import LLMClient
from deepsearch.llm.backends import LlamaCppLLM, default_gguf
from deepsearch.llm.prompts import TEMPLATES
from deepsearch.settings import LlmSettings
from tests.test_llm_local import VALUES


async def main(calls: int) -> list[dict]:
    llm = LlamaCppLLM(default_gguf(), n_ctx=2048)
    started = time.perf_counter()
    await llm.warm_up()
    load_s = time.perf_counter() - started
    rows = []
    for name, template in sorted(TEMPLATES.items()):
        client = LLMClient(llm, LlmSettings(structured_attempts=3))
        timings, valid = [], 0
        for _ in range(calls):
            t0 = time.perf_counter()
            try:
                if template.schema is None:
                    await client.text(template.role, template.messages(**VALUES),
                                      max_tokens=200)
                else:
                    await client.structured(template.role, template.messages(**VALUES),
                                            template.schema, max_tokens=200)
                valid += 1
            except Exception:  # noqa: BLE001 - a failed call is counted, not fatal
                pass
            timings.append(time.perf_counter() - t0)
        b = client.budget
        rows.append({"template": name, "role": template.role,
                     "p50_s": round(statistics.median(timings), 2),
                     "calls_per_s": round(calls / sum(timings), 2),
                     "valid": f"{valid}/{calls}", "model_calls": b.calls,
                     "tokens_out_per_call": round(b.completion_tokens / max(1, b.calls), 1)})
        print(json.dumps(rows[-1]), flush=True)
    print(json.dumps({"model": llm.name, "load_s": round(load_s, 2)}))
    return rows


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--calls", type=int, default=3)
    asyncio.run(main(parser.parse_args().calls))
