// Package randomizers is talon's source of randomness: seeds and their printable codes,
// independent per-purpose random streams, dice notation and rolls, decks and sampling.
//
// Everything random in a session flows from one Seed. Each purpose ("dice", "deck:houses",
// "setup") gets its own ChaCha8 stream derived from the seed, so drawing a card never
// changes the next die roll, and `--seed CODE` replays a session exactly.
//
// Nothing here reads the clock or global state except NewSeed, which asks crypto/rand.
package randomizers
