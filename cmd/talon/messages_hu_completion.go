package main

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for cobra's `completion` command (completion_help.go).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"Generate the autocompletion script for the specified shell": "Automatikus kiegészítő szkript a megadott héjhoz",
		"Generate the autocompletion script for %s":                  "Automatikus kiegészítő szkript: %s",
		"disable completion descriptions":                            "leírások nélküli kiegészítés",
		completionLong: `Automatikus kiegészítő szkript a(z) %[1]s parancshoz, a megadott héjhoz.
A szkript használatát az egyes alparancsok súgója írja le.
`,
		completionShellLong["bash"]: `Automatikus kiegészítő szkript a bash héjhoz.

A szkripthez a 'bash-completion' csomag kell.
Ha nincs telepítve, a rendszered csomagkezelőjével telepítheted.

A kiegészítés betöltése a mostani héjba:

	source <(%[1]s completion bash)

Betöltés minden új munkamenetben (egyszer futtasd):

#### Linux:

	%[1]s completion bash > /etc/bash_completion.d/%[1]s

#### macOS:

	%[1]s completion bash > $(brew --prefix)/etc/bash_completion.d/%[1]s

A beállítás új héjban lép életbe.
`,
		completionShellLong["zsh"]: `Automatikus kiegészítő szkript a zsh héjhoz.

Ha a héjban még nincs bekapcsolva a kiegészítés, kapcsold be;
ehhez egyszer futtasd ezt:

	echo "autoload -U compinit; compinit" >> ~/.zshrc

A kiegészítés betöltése a mostani héjba:

	source <(%[1]s completion zsh)

Betöltés minden új munkamenetben (egyszer futtasd):

#### Linux:

	%[1]s completion zsh > "%[2]s/_%[1]s"

#### macOS:

	%[1]s completion zsh > $(brew --prefix)/share/zsh/site-functions/_%[1]s

A beállítás új héjban lép életbe.
`,
		completionShellLong["fish"]: `Automatikus kiegészítő szkript a fish héjhoz.

A kiegészítés betöltése a mostani héjba:

	%[1]s completion fish | source

Betöltés minden új munkamenetben (egyszer futtasd):

	%[1]s completion fish > ~/.config/fish/completions/%[1]s.fish

A beállítás új héjban lép életbe.
`,
		completionShellLong["powershell"]: `Automatikus kiegészítő szkript a powershellhez.

A kiegészítés betöltése a mostani héjba:

	%[1]s completion powershell | Out-String | Invoke-Expression

Betöltés minden új munkamenetben: a fenti parancs kimenetét tedd a
powershell-profilodba.
`,
	})
}
