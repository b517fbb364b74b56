package i18n

func init() {
	Add(Hungarian, map[string]string{
		"unknown language %q (choose hu, en or de)": "ismeretlen nyelv: %q (választható: hu, en vagy de)",
		"--lang: %w":     "--lang: %v",
		"TALON_LANG: %w": "TALON_LANG: %v",
	})
}
