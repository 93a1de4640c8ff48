"""The API stays responsive while it ingests a large upload.

    .venv/bin/python bench/upload_responsiveness.py [--mb 10]

Starts ``deepsearch serve`` (no LLM) on a scratch data folder, uploads one ``--mb`` MB text
file, and polls ``/healthz`` every 0.1 s meanwhile; prints the upload time, the slowest and
median ``/healthz`` answer, and the server's resident memory afterwards.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._web import free_port, wait_healthy


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=float, default=10)
    args = parser.parse_args()
    port = free_port()
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "DEEPSEARCH_DATA_DIR": tempfile.mkdtemp(),
           "DEEPSEARCH_LLM__SPEC": "none"}
    server = subprocess.Popen([sys.executable, "-m", "deepsearch", "serve", "--port", str(port)],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_healthy(url)
        paragraph = ("The harbour log records tides, ships and weather for every day of the "
                     "year. " * 10 + "\n\n")
        body = (paragraph * int(args.mb * 1_000_000 // len(paragraph))).encode()
        latencies: list[float] = []
        uploading = True

        def poll() -> None:
            while uploading:
                started = time.monotonic()
                httpx.get(url + "/healthz", timeout=120)
                latencies.append(time.monotonic() - started)
                time.sleep(0.1)

        poller = threading.Thread(target=poll)
        poller.start()
        started = time.monotonic()
        response = httpx.post(url + "/v1/documents", files={"files": ("log.txt", body)},
                              timeout=1200)
        upload_s = time.monotonic() - started
        uploading = False
        poller.join()
        rss = 0
        with open(f"/proc/{server.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    rss = int(line.split()[1]) // 1024
        print(json.dumps({"mb": args.mb, "status": response.json()["results"][0]["status"],
                          "upload_s": round(upload_s, 1),
                          "healthz_max_s": round(max(latencies), 2),
                          "healthz_median_s": round(sorted(latencies)[len(latencies) // 2], 3),
                          "server_rss_mb": rss}))
    finally:
        server.terminate()
        server.wait(20)


if __name__ == "__main__":
    main()
