"""``python -m lcp.record``: rewrite the record's data files (see :func:`lcp.record.record_main`)."""

from lcp.record._cli import record_main

raise SystemExit(record_main())
