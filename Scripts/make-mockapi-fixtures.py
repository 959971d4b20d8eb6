#!/usr/bin/env python3
"""Writes MockAPI's bundled fixtures todos.json, items.json and cryptos.json.

Run from the repository root:

    python3 Scripts/make-mockapi-fixtures.py [path/to/jsonplaceholder/data.json]

The data file defaults to ../shared/data/jsonplaceholder/data.json (JSONPlaceholder's
db, MIT, see Sources/MockAPI/Resources/LICENSE-jsonplaceholder).

- todos.json: JSONPlaceholder's 200 todos, as they are.
- items.json: JSONPlaceholder's 100 albums as items, `{"id", "name"}` (name is the album's title).
- cryptos.json: 300 `{"currency", "price"}` entries in the shape of the public crypto price
  dataset: both strings, the price a decimal. Made here, deterministically: the same run always
  writes the same bytes. Real tickers first (with plausible prices), then made-up 3-5 letter
  tickers, all unique; prices span 0.00000123 to 65000 with the varying decimals real feeds have.

The outputs are what the tests check exactly, so rerunning this script must not change them.
"""

import json
import pathlib
import random
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "Sources" / "MockAPI" / "Resources"
DEFAULT_DATA = ROOT.parent / "shared" / "data" / "jsonplaceholder" / "data.json"

# Real tickers with prices of the kind the public dataset ships (a snapshot, not live data).
REAL = [
    ("BTC", "43250.12"), ("ETH", "2287.45"), ("USDT", "1.0002"), ("BNB", "312.8"),
    ("SOL", "98.764"), ("XRP", "0.6231"), ("USDC", "0.99987"), ("ADA", "0.5912"),
    ("AVAX", "37.41"), ("DOGE", "0.09174"), ("DOT", "7.812"), ("TRX", "0.10672"),
    ("LINK", "15.237"), ("MATIC", "0.8461"), ("SHIB", "0.00000961"), ("LTC", "71.62"),
    ("BCH", "247.3"), ("ATOM", "9.874"), ("UNI", "6.1834"), ("XLM", "0.12371"),
    ("ETC", "26.48"), ("FIL", "5.617"), ("APT", "9.1203"), ("HBAR", "0.07811"),
    ("NEAR", "3.4172"), ("ARB", "1.8843"), ("VET", "0.03012"), ("ICP", "12.904"),
    ("MKR", "2031.7"), ("AAVE", "97.35"), ("GRT", "0.16284"), ("ALGO", "0.19023"),
    ("QNT", "108.21"), ("EGLD", "58.116"), ("SAND", "0.4812"), ("MANA", "0.4533"),
    ("AXS", "7.1042"), ("XTZ", "0.9871"), ("EOS", "0.7644"), ("THETA", "1.0213"),
    ("FTM", "0.3871"), ("NEO", "12.77"), ("FLOW", "0.8012"), ("CHZ", "0.08934"),
    ("KAVA", "0.7213"), ("ZEC", "24.913"), ("DASH", "29.847"), ("COMP", "54.21"),
    ("CRV", "0.5617"), ("SNX", "3.2241"), ("ENJ", "0.3312"), ("BAT", "0.2231"),
    ("ZIL", "0.02214"), ("ONE", "0.01783"), ("IOTA", "0.2517"), ("WAVES", "2.0713"),
    ("KSM", "38.62"), ("YFI", "7125.4"), ("SUSHI", "1.1624"), ("PEPE", "0.00000123"),
    ("BONK", "0.00001472"), ("FLOKI", "0.00003318"), ("WBTC", "43198.7"),
    ("PAXG", "2031.52"), ("XAUT", "2024.9"), ("RUNE", "5.4127"), ("CAKE", "2.6634"),
    ("DYDX", "2.9851"), ("LDO", "2.7143"), ("IMX", "2.2416"), ("INJ", "35.172"),
    ("STX", "1.5621"), ("RNDR", "4.4912"), ("MINA", "1.0342"), ("GALA", "0.02671"),
    ("ROSE", "0.1042"), ("CELO", "0.7021"), ("ANKR", "0.02918"), ("OCEAN", "0.4617"),
]

# A fictional coin worth the most, so the dataset spans up to 65000.
TOP = ("BTCX", "65000")

CONSONANTS = "BCDFGHJKLMNPRSTVXZ"
VOWELS = "AEIOUY"


def made_up_ticker(rng):
    """A pronounceable-looking 3-5 letter ticker, such as `ZOR`, `KALX` or `VEMTA`."""
    length = rng.choice([3, 3, 4, 4, 4, 5])
    letters = []
    for position in range(length):
        pool = VOWELS if position % 2 == 1 and rng.random() < 0.7 else CONSONANTS
        letters.append(rng.choice(pool))
    return "".join(letters)


def made_up_price(rng):
    """A decimal string from 0.000001 to 65000 whose decimals fit its size, as feeds write them."""
    magnitude = rng.randint(-6, 4)  # the power of ten of the leading digit
    significant = rng.randint(2, 6)
    if magnitude >= 0:
        upper = 65000 if magnitude == 4 else 10 ** (magnitude + 1)
        whole = rng.randrange(10**magnitude, upper)
        decimals = max(significant - magnitude - 1, rng.choice([0, 1, 2, 2]))
        if decimals == 0:
            return str(whole)
        fraction = rng.randrange(0, 10**decimals)
        return f"{whole}.{fraction:0{decimals}d}".rstrip("0").rstrip(".")
    leading_zeros = -magnitude - 1
    digits = rng.randrange(10 ** (significant - 1), 10**significant)
    return ("0." + "0" * leading_zeros + str(digits)).rstrip("0")


def cryptos():
    rng = random.Random(20240115)
    entries = [{"currency": c, "price": p} for c, p in REAL + [TOP]]
    seen = {entry["currency"] for entry in entries}
    while len(entries) < 300:
        ticker = made_up_ticker(rng)
        if ticker in seen:
            continue
        seen.add(ticker)
        entries.append({"currency": ticker, "price": made_up_price(rng)})
    return entries


def write(name, value):
    text = json.dumps(value, indent=2, ensure_ascii=False) + "\n"
    (RESOURCES / name).write_text(text, encoding="utf-8")
    print(f"wrote {RESOURCES / name} ({len(value)} entries)")


def main():
    data_path = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_DATA
    data = json.loads(data_path.read_text(encoding="utf-8"))
    write("todos.json", data["todos"])
    write("items.json", [{"id": album["id"], "name": album["title"]} for album in data["albums"]])
    write("cryptos.json", cryptos())


if __name__ == "__main__":
    main()
