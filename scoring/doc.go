// Package scoring is the toolkit every game's final scorer is built on (each game's rules
// live beside its companion, in companion/<id>/score_*.go). It holds, once for all games:
//
//   - the input: DecodeStruct reads a scorer's Input type from JSON strictly, by its json
//     tags — keys exactly as in the template, a key given twice refused, null as left out,
//     `talon:"required"` for fields that must be given — and reports every problem at once;
//   - the problems: Problem, Problems and InputError, one wording for names (CheckNames,
//     PlayerLabels), player counts (CheckPlayerCount), unknown keys and names (UnknownField,
//     Unknown) and suggestions (Suggest, one threshold);
//   - the bounds: Bound, the range the game's components give a count, refused naming the
//     field and the bound, so no total can overflow (Sum checks the others);
//   - the prompt: Form and Field (typed: Field.Parse gives an Answer and checks its kind,
//     bound and Check as it is typed), Answers (what was typed, as the input JSON; Locate
//     points a problem at the answer to ask again);
//   - the result: Entry, Rank (tie-breaks, shared places) and Result.
//
// A scorer is small: an Input type with tags, a validate function over it, a Form, and
// the scoring itself. scoringtest holds the checks every scorer's tests make: the form
// matches the template, every number field is bounded, answers as typed, fuzzing.
package scoring
