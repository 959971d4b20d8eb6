#!/usr/bin/env bash
# Regenerates the media fixtures of VideoPlaybackKit (served by MockAPI under /media/ and read
# by the tests) with ffmpeg, writes what ffprobe says about the valid ones to
# media/ffprobe.tsv, and runs the test that checks the box parser agrees with it.
#
#   Scripts/make-media-fixtures.sh            regenerate, then check
#   Scripts/make-media-fixtures.sh --no-test  regenerate only
#
# The outputs are committed; run this only to change them. Needs ffmpeg, ffprobe, python3.
set -euo pipefail
cd "$(dirname "$0")/.."
out=Sources/MockAPI/Resources/media
mkdir -p "$out"
ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }
# Reproducible bytes: no encoder version string, no creation time.
meta=(-map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact)

# 1. An MP4 with moov first (faststart), video and audio: 4 s, 160x90, 10 fps.
ff -f lavfi -i testsrc=size=160x90:rate=10:duration=4 -f lavfi -i sine=frequency=440:duration=4 \
  -c:v libx264 -preset veryfast -crf 35 -pix_fmt yuv420p -c:a aac -b:a 32k -shortest \
  -movflags +faststart "${meta[@]}" "$out/clip-faststart.mp4"

# 2. A QuickTime MOV with moov at the end (the default): 3 s, 128x72.
ff -f lavfi -i smptebars=size=128x72:rate=10:duration=3 \
  -c:v libx264 -preset veryfast -crf 35 -pix_fmt yuv420p "${meta[@]}" "$out/clip-moov-at-end.mov"

# 3. An MP4 whose mdat has a 64-bit size (size == 1, largesize) and whose moov, last in the
#    file, has size 0 ("to the end of the file"): 2.5 s, 192x108. ffmpeg leaves an 8-byte
#    'free' box before 'mdat' for exactly this, so the media data does not move.
ff -f lavfi -i testsrc2=size=192x108:rate=10:duration=2.5 \
  -c:v libx264 -preset veryfast -crf 35 -pix_fmt yuv420p "${meta[@]}" "$out/.plain.mp4"
python3 - "$out/.plain.mp4" "$out/clip-largesize.mp4" <<'PY'
import struct, sys
data = bytearray(open(sys.argv[1], 'rb').read())
boxes, offset = [], 0
while offset < len(data):
    size, kind = struct.unpack('>I4s', data[offset:offset + 8])
    boxes.append((offset, size, kind)); offset += size
kinds = [k for _, _, k in boxes]
assert kinds == [b'ftyp', b'free', b'mdat', b'moov'], kinds
(free_at, _, _), (_, mdat_size, _), (moov_at, _, _) = boxes[1], boxes[2], boxes[3]
data[free_at:free_at + 16] = struct.pack('>I4sQ', 1, b'mdat', mdat_size + 8)
data[moov_at:moov_at + 4] = struct.pack('>I', 0)
open(sys.argv[2], 'wb').write(data)
PY
rm "$out/.plain.mp4"

# 4. Solid red, 2 s, 64x36, no audio: the frame decoding test checks its colour.
ff -f lavfi -i color=c=red:size=64x36:rate=10:duration=2 \
  -c:v libx264 -preset veryfast -pix_fmt yuv420p "${meta[@]}" "$out/red.mp4"

# Broken ones.
# Cut short inside mdat (moov, at the end, is gone).
head -c $(( $(wc -c < "$out/clip-moov-at-end.mov") / 2 )) "$out/clip-moov-at-end.mov" > "$out/broken-truncated.mov"
# A size that overruns its parent: the first 'trak' inside moov claims 1 GB.
python3 - "$out/clip-faststart.mp4" "$out/broken-corrupt-size.mp4" <<'PY'
import sys
data = bytearray(open(sys.argv[1], 'rb').read())
at = data.index(b'trak') - 4
data[at:at + 4] = (1 << 30).to_bytes(4, 'big')
open(sys.argv[2], 'wb').write(data)
PY
# A box whose size is smaller than a header, right after ftyp.
python3 - "$out/red.mp4" "$out/broken-tiny-box.mp4" <<'PY'
import sys
data = bytearray(open(sys.argv[1], 'rb').read())
ftyp = int.from_bytes(data[0:4], 'big')
data[ftyp:ftyp + 4] = (3).to_bytes(4, 'big')
open(sys.argv[2], 'wb').write(data)
PY
# Sound only.
ff -f lavfi -i sine=frequency=330:duration=2 -c:a aac -b:a 32k "${meta[@]}" \
  "$out/broken-audio-only.m4a"
# Not an MP4 at all: a PNG picture.
ff -f lavfi -i color=c=blue:size=16x16 -frames:v 1 "$out/broken-not-mp4.png"

# What ffprobe says about the valid files: name, duration (s), width, height.
{
  printf 'name\tduration\twidth\theight\n'
  for file in clip-faststart.mp4 clip-moov-at-end.mov clip-largesize.mp4 red.mp4; do
    duration=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$out/$file")
    size=$(ffprobe -v error -select_streams v:0 -show_entries stream=width,height -of csv=p=0:s=x \
      "$out/$file")
    printf '%s\t%s\t%s\t%s\n' "$file" "$duration" "${size%x*}" "${size#*x}"
  done
} > "$out/ffprobe.tsv"
cat "$out/ffprobe.tsv"
ls -l "$out"

if [ "${1:-}" != "--no-test" ]; then
  # The box parser against ffprobe, for every valid file (and the expected error of each
  # broken one).
  swift test --filter 'VideoPlaybackKitTests.ISOBoxParserTests'
fi
