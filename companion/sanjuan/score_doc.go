// The final scorer: scores a finished game of San Juan (1st edition, 2004) and holds the
// deck's card list (Buildings, Lookup) for the San Juan companion.
//
// Final scoring follows the rulebook: printed VP of the top buildings, cards under a
// chapel, the Guild Hall, City Hall and Triumphal Arch bonuses, and the Palace last.
// Equal totals are broken by cards in hand plus goods on production buildings.

package sanjuan
