package main

import (
	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion/i18n"
)

// localizeCompletion makes cobra's `completion` command now, while the commands are
// built (cobra would add it when the command runs, in English), and puts its help into
// the table's language. The texts are cobra's own, as catalog keys; %[1]s is "talon".
func localizeCompletion(root *cobra.Command, p *i18n.Printer) {
	root.InitDefaultCompletionCmd()
	for _, c := range root.Commands() {
		if c.Name() != "completion" {
			continue
		}
		c.Short = p.Sprintf("Generate the autocompletion script for the specified shell")
		c.Long = p.Sprintf(completionLong, root.Name())
		for _, sh := range c.Commands() {
			if long, ok := completionShellLong[sh.Name()]; ok {
				sh.Short = p.Sprintf("Generate the autocompletion script for %s", sh.Name())
				// zsh's ${fpath[1]} is an argument: the catalog reads ${…} in a text as its own.
				sh.Long = p.Sprintf(long, root.Name(), "${fpath[1]}")
			}
			if fl := sh.Flags().Lookup("no-descriptions"); fl != nil {
				fl.Usage = p.Sprintf("disable completion descriptions")
			}
		}
	}
}

var completionLong = i18n.Key(`Generate the autocompletion script for %[1]s for the specified shell.
See each sub-command's help for details on how to use the generated script.
`)

// completionShellLong are cobra's help texts of `completion bash|zsh|fish|powershell`;
// %[1]s is "talon", %[2]s zsh's "${fpath[1]}" (the others do not use it).
var completionShellLong = map[string]string{
	"bash": i18n.Key(`Generate the autocompletion script for the bash shell.

This script depends on the 'bash-completion' package.
If it is not installed already, you can install it via your OS's package
manager.

To load completions in your current shell session:

	source <(%[1]s completion bash)

To load completions for every new session, execute once:

#### Linux:

	%[1]s completion bash > /etc/bash_completion.d/%[1]s

#### macOS:

	%[1]s completion bash > $(brew --prefix)/etc/bash_completion.d/%[1]s

You will need to start a new shell for this setup to take effect.
`),
	"zsh": i18n.Key(`Generate the autocompletion script for the zsh shell.

If shell completion is not already enabled in your environment you will need
to enable it.  You can execute the following once:

	echo "autoload -U compinit; compinit" >> ~/.zshrc

To load completions in your current shell session:

	source <(%[1]s completion zsh)

To load completions for every new session, execute once:

#### Linux:

	%[1]s completion zsh > "%[2]s/_%[1]s"

#### macOS:

	%[1]s completion zsh > $(brew --prefix)/share/zsh/site-functions/_%[1]s

You will need to start a new shell for this setup to take effect.
`),
	"fish": i18n.Key(`Generate the autocompletion script for the fish shell.

To load completions in your current shell session:

	%[1]s completion fish | source

To load completions for every new session, execute once:

	%[1]s completion fish > ~/.config/fish/completions/%[1]s.fish

You will need to start a new shell for this setup to take effect.
`),
	"powershell": i18n.Key(`Generate the autocompletion script for powershell.

To load completions in your current shell session:

	%[1]s completion powershell | Out-String | Invoke-Expression

To load completions for every new session, add the output of the above command
to your powershell profile.
`),
}
