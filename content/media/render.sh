#!/usr/bin/env bash
# Regenerates every rendered file in content/media (videos + JPEG thumbnails).
# The SVGs in posts/ are hand-written and are not produced by this script.
# Needs: ffmpeg (libx264, libvpx-vp9), ImageMagick 6 or 7, DejaVu fonts
#   (Debian: apt-get install -y ffmpeg imagemagick fonts-dejavu-core)
# Usage: bash content/media/render.sh   (from anywhere)
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
VID="$HERE/videos"
THUMB="$HERE/thumbnails"
mkdir -p "$VID" "$THUMB"

FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FONT_REG=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf

# Pick a real ImageMagick binary (IM7 "magick", else IM6 "convert-im6.q16", else "convert").
IM=""
for c in magick convert-im6.q16 convert-im6 /usr/bin/convert convert; do
  if command -v "$c" >/dev/null 2>&1; then IM="$c"; break; fi
done
[ -n "$IM" ] || { echo "ImageMagick not found" >&2; exit 1; }

FF=(ffmpeg -hide_banner -loglevel error -y)

# ---------------------------------------------------------------------------
# 1. Phase title-card videos: 8 s, 640x360, 25 fps, slowly rotating gradient,
#    heading slides in from the left, label and subtitle fade in, fade out at end.
#    render_video NAME HEADING SUBTITLE COLOR0 COLOR1 COLOR2 ACCENT SEED
# ---------------------------------------------------------------------------
render_video() {
  local name="$1" heading="$2" subtitle="$3" c0="$4" c1="$5" c2="$6" accent="$7" seed="$8"
  local src="gradients=s=640x360:r=25:d=8:n=3:c0=${c0}:c1=${c1}:c2=${c2}:speed=0.015:seed=${seed}"
  local vf="drawbox=x=0:y=118:w=iw:h=124:color=black@0.28:t=fill,\
drawbox=x=(iw-120)/2:y=214:w=120:h=4:color=${accent}@1:t=fill,\
drawtext=fontfile=${FONT}:text='52-WEEK AUTHORITY PLAN':fontsize=16:fontcolor=${accent}:x=(w-text_w)/2:y=86:alpha='min(1,t/0.8)',\
drawtext=fontfile=${FONT}:text='${heading}':fontsize=46:fontcolor=white:shadowcolor=black@0.35:shadowx=2:shadowy=2:x='(w-text_w)/2-w*pow(max(0,1-t/1.1),3)':y=142,\
drawtext=fontfile=${FONT_REG}:text='${subtitle}':fontsize=20:fontcolor=white@0.92:x=(w-text_w)/2:y=262:alpha='if(lt(t,1.1),0,min(1,(t-1.1)/0.8))',\
fade=t=in:st=0:d=0.4,fade=t=out:st=7.4:d=0.6,format=yuv420p"

  "${FF[@]}" -f lavfi -i "$src" -vf "$vf" \
    -c:v libx264 -profile:v main -preset slow -crf 30 -pix_fmt yuv420p -movflags +faststart -an \
    "$VID/$name.mp4"
  "${FF[@]}" -f lavfi -i "$src" -vf "$vf" \
    -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -deadline good -cpu-used 2 -pix_fmt yuv420p -an \
    "$VID/$name.webm"
  # Poster thumbnail: the frame at 3 s, once the heading has landed.
  "${FF[@]}" -ss 3 -i "$VID/$name.mp4" -frames:v 1 -q:v 5 "$THUMB/$name.jpg"
}

render_video market-foundation  "Market Foundation"  "Weeks 1-13  ·  Build the base your audience trusts" \
  0x0b2545 0x13828c 0x134074 0xf4d35e 11
render_video authority-building "Authority Building" "Weeks 14-26  ·  Become the voice people quote" \
  0x2d1b69 0x8e44ad 0x3f2b96 0xffd166 23
render_video expert-status      "Expert Status"      "Weeks 27-39  ·  Explain what others only repeat" \
  0x0b3d2e 0x1b998b 0x145c43 0xe9c46a 37
render_video market-domination  "Market Domination"  "Weeks 40-52  ·  Own the conversation in your market" \
  0x1c1c24 0xb83227 0xe67e22 0xffffff 41

# ---------------------------------------------------------------------------
# 2. Artwork thumbnails drawn with ImageMagick: gradient background, a skyline
#    silhouette, a line-art house icon and a short label.
#    art NAME GRADIENT_FROM GRADIENT_TO ACCENT LABEL SUBLABEL SKYLINE_SHIFT
# ---------------------------------------------------------------------------
art() {
  local name="$1" from="$2" to="$3" accent="$4" label="$5" sub="$6" shift="$7"
  local sky="" x=$(( -40 + shift )) i=0
  local heights=(70 120 95 150 80 130 60 110 145 75 100 125)
  local widths=(46 38 54 40 60 34 50 44 36 58 42 48)
  while [ "$x" -lt 660 ]; do
    local h=${heights[$(( i % 12 ))]} w=${widths[$(( (i + shift / 10) % 12 ))]}
    sky+="rectangle $x,$(( 360 - h )) $(( x + w )),360 "
    x=$(( x + w + 6 )); i=$(( i + 1 ))
  done
  "$IM" -size 360x640 "gradient:${from}-${to}" -rotate -90 \
    -fill "rgba(255,255,255,0.08)" -draw "circle 520,70 520,230" \
    -fill "rgba(0,0,0,0.22)" -draw "$sky" \
    -stroke white -strokewidth 7 -fill none -draw "stroke-linecap round" \
    -draw "line 60,170 150,92" -draw "line 150,92 240,170" \
    -draw "line 80,152 80,262" -draw "line 80,262 220,262" -draw "line 220,262 220,152" \
    -strokewidth 0 -fill "$accent" -draw "rectangle 135,205 165,262" \
    -fill "rgba(255,255,255,0.85)" -draw "rectangle 180,182 204,206" -draw "rectangle 96,182 120,206" \
    -fill white -stroke none -font "$FONT" -pointsize 36 -annotate +280+176 "$label" \
    -fill "$accent" -draw "rectangle 282,194 362,199" \
    -fill "rgba(255,255,255,0.9)" -font "$FONT_REG" -pointsize 19 -annotate +282+232 "$sub" \
    -strip -interlace Plane -sampling-factor 4:2:0 -quality 80 \
    "$THUMB/$name.jpg"
}

art stock-1 "#0b2545" "#13828c" "#f4d35e" "Market Insights"  "Data that explains the moment"   0
art stock-2 "#2d1b69" "#8e44ad" "#ffd166" "Home Equity"      "How ownership builds wealth"    13
art stock-3 "#0b3d2e" "#1b998b" "#e9c46a" "Smart Financing"  "Rates, loans and real costs"    27
art stock-4 "#7a2e0e" "#e07a1f" "#fff3b0" "First Home"       "Step-by-step buyer guidance"    8
art stock-5 "#1c1c24" "#b83227" "#ffffff" "Sell With Data"   "Pricing and positioning"        31
art stock-6 "#14213d" "#3a6ea5" "#fca311" "Local Market"     "Trends in our neighborhoods"    19
art stock-7 "#3d2c2e" "#8d6a9f" "#f2e8cf" "Myths vs Facts"   "Clear answers, no hype"          4
art homepage "#0b2545" "#1b998b" "#f4d35e" "Be the Expert"   "52 weeks of authority videos"   22

echo "Rendered into $HERE:"
ls -l "$VID" "$THUMB"
