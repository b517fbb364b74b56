package randomizers_test

import (
	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/randomizers"
)

// Source is what sessions hand to games as their companion.RNG.
var _ companion.RNG = (*randomizers.Source)(nil)
