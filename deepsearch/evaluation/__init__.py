"""Evaluation harnesses: multi-hop questions (the engine against a single-shot baseline) and
reports (long-form questions scored by STR-EM; open requests scored by the pages they cite,
their shape and their citations)."""

from deepsearch.evaluation.multihop import (
    METRICS,
    QuestionScore,
    RssSampler,
    aggregate,
    critical_path,
    doc_id_of,
    exact_match,
    harness_settings,
    load_questions,
    normalize_answer,
    run_multihop,
    score,
    token_f1,
)

__all__ = ["METRICS", "QuestionScore", "RssSampler", "aggregate", "critical_path",
           "doc_id_of", "exact_match", "harness_settings", "load_questions", "normalize_answer",
           "run_multihop",
           "score", "token_f1"]
