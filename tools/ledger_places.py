"""Write ``lcp/data/ledger-places.json``: each ledger sentence's page in main.pdf, its numbered place as the paper
prints it and its first words as rendered (:func:`lcp.record.ledger.places`).

    python3 -m tools.ledger_places      (from the checkout; needs ../shared, or LCP_SHARED)
"""

from __future__ import annotations

import json

from lcp.record import _ledger_places, _rendered, ledger


def main() -> None:
    data = {
        "note": "Each ledger sentence's page in main.pdf, its numbered place as the paper prints it and its first "
        "words as rendered; written by python3 -m tools.ledger_places.",
        "pdf_sha256": _rendered.pdf_digest(),
        "places": ledger.places(ledger.split()),
    }
    _ledger_places.DATA.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
