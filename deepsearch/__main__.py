import sys

from deepsearch.cli.main import main

sys.exit(main())
