package main

// i18nPending lists the files whose texts do not yet all go through the catalog with
// Hungarian text (issue 16). The catalog test skips them and fails once a listed file
// is translated, so the list only shrinks. When it is empty, every text is translated.
var i18nPending = map[string]bool{

	// Problems a scorer adds (Problems.Add), its questions (scoring.Field.Prompt) and the
	// reasons of its bounds (scoring.Bound.Why): scanned since scoring prints them translated.
}
