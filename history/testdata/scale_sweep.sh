#!/bin/bash
# scale_sweep.sh runs every history, stats and sessions form of issue 14's scale goal
# (each stats view with --since/--until/--game/--player/--location, history pages and
# --json, sessions --status) as a whole talon process under /usr/bin/time, RUNS times
# each, and prints the forms whose median wall time or median CPU time (user + sys)
# reaches 200 ms or whose peak memory reaches 50 MiB (and any that failed).
#
#   scale_sweep.sh TALON PLAIN.db LOCATED.db RUNS OUTDIR
#
# PLAIN.db is a synthetic history, e.g. historytest.Build(ctx, path,
# historytest.Large{Plays: 100_000, Active: 10, Seed: 1}); LOCATED.db a copy of it with
# a location on every finished play, 95% Home and 5% Club:
#
#   sqlite3 LOCATED.db "INSERT INTO play_details (session_uuid, location) SELECT uuid,
#     CASE WHEN id % 20 = 0 THEN 'Club' ELSE 'Home' END FROM sessions WHERE status = 'finished'"
#
# A Hungarian group's history (historytest.Large{..., Names: []string{"Béla", "Dóra", …}})
# given as PLAIN.db puts a character beyond ASCII in every line the sanitiser passes.
#
# PLAYER (default "Player 03") is the player the --player forms name; give one of the
# Hungarian history's names (PLAYER=Béla) with it. A form naming Nobody must exit 2 (an
# unknown player is bad input) and is counted failed if it does anything else.
#
# OUTDIR gets times.tsv (form, run, user sys wall maxrss-KiB exit) and each form's last
# output (out/N). EXTRA=--json runs every form with --json too. Not run by go test.
set -u
talon=$1 plain=$2 located=$3 runs=$4 out=$5
forms() {
	local P="@P" view f
	local filters=("" "--since 2000-01-04" "--since 2000-01-04 --until 2079-01-01" "--until 2079-01-01"
		"--since 2040-01-01" "--since 2030-01-01 --until 2030-12-31" "--since 1990-01-01" "--until 2100-01-01"
		"--game catan" "--game catan --since 2000-01-04" "--game genoa --until 2079-01-01"
		"--player $P" "--player $P --since 2000-01-04" "--player $P --game genoa"
		"--player $P --game genoa --since 2000-01-04 --until 2079-01-01" "--player Nobody --since 2000-01-04")
	local located=("--location Home" "--location Club" "--location Home --since 2000-01-04"
		"--location Home --game catan" "--location Home --player $P"
		"--location Home --player $P --game genoa --since 2040-01-01" "--location Nowhere")
	for view in "" players head-to-head seats ratings scores summary all; do
		for f in "${filters[@]}"; do printf 'plain\tUTC\tstats %s %s\n' "$view" "$f"; done
		for f in "${located[@]}"; do printf 'loc\tUTC\tstats %s %s\n' "$view" "$f"; done
	done
	# A reader in a zone whose months begin elsewhere than the kept figures' folds every play.
	printf 'plain\tAmerica/Sao_Paulo\tstats all\n'
	printf 'plain\tAmerica/Sao_Paulo\tstats all --since 2000-01-04\n'
	printf 'plain\tAsia/Tokyo\tstats\n'
	for f in "${filters[@]}"; do
		for h in "" "--page 3" "--page 2000" "--json --limit 0"; do printf 'plain\tUTC\thistory %s %s\n' "$h" "$f"; done
	done
	for f in "${located[@]}"; do
		for h in "" "--page 50" "--json --limit 0"; do printf 'loc\tUTC\thistory %s %s\n' "$h" "$f"; done
	done
	printf 'plain\tUTC\thistory %s\n' "--offset 99000" "--limit 500 --page 10" "--json" "--json --limit 0 --offset 50000"
	for s in "" "--status active" "--status finished" "--status abandoned" "--game catan" \
		"--status finished --game genoa" "--limit 0" "--status finished --limit 0" "--json" "--json --limit 0" \
		"--offset 99000" "--page 2000" "--limit 0 --offset 99000" "--json --limit 0 --offset 50000"; do
		printf 'plain\tUTC\tsessions %s\n' "$s"
	done
}
mkdir -p "$out/out"
: > "$out/times.tsv"
n=0
while IFS=$'\t' read -r db tz line; do
	n=$((n + 1))
	read -r -a args <<< "$line ${EXTRA:-}"
	for i in "${!args[@]}"; do [ "${args[$i]}" = "@P" ] && args[$i]=${PLAYER:-Player 03}; done
	file=$plain
	[ "$db" = loc ] && file=$located
	for r in $(seq "$runs"); do
		TZ=$tz /usr/bin/time -o "$out/time" -f '%U %S %e %M %x' "$talon" --db "$file" "${args[@]}" > "$out/out/$n" 2> "$out/out/$n.err"
		printf '%s\t%s\t%s\t%s\n' "$n" "$db $tz $line" "$r" "$(tail -1 "$out/time")" >> "$out/times.tsv"
	done
done < <(forms)
awk -F'\t' 'function median(list, c,   m, i, j, x) { m = split(substr(list, 2), c, " ")
	for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (c[j] < c[i]) { x = c[i]; c[i] = c[j]; c[j] = x }
	lo = c[1]; hi = c[m]; return c[int((m + 1) / 2)] }
{ split($4, t, " "); k = $1 "\t" $2; cpu[k] = cpu[k] " " t[1] + t[2]; wall[k] = wall[k] " " t[3]
	if (t[4] > rss[k]) rss[k] = t[4]; if (t[5] != ($2 ~ /Nobody/ ? 2 : 0)) bad[k] = 1 }
END { for (k in cpu) { w = median(wall[k]); wlo = lo; whi = hi; c = median(cpu[k])
	if (w >= 0.2 || c >= 0.2 || rss[k] >= 50 * 1024 || bad[k])
		printf "%s\twall median %.2f s (%.2f-%.2f)\tCPU median %.2f s (%.2f-%.2f)\tmax %.1f MiB%s\n", k, w, wlo, whi, c, lo, hi, rss[k] / 1024, bad[k] ? "\tFAILED" : "" } }' "$out/times.tsv" | sort -n
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
