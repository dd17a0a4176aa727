## Accounts: sign up, sign in, recovery, settings (src/account).
acct-nav-sign-in = Sign in
acct-title = Your account
acct-tab-sign-in = Sign in
acct-tab-sign-up = Sign up
acct-tab-recover = Lost password
acct-intro = An account is optional: anyone can play by link as a guest. With one you get a profile, a rating at rated tables and a list of your games. The seats you hold on this browser come along when you sign up.
acct-field-name = User name
acct-field-password = Password
acct-field-new-password = New password
acct-field-current-password = Current password
acct-field-code = Recovery code
acct-password-hint = At least 8 characters.
acct-btn-sign-in = Sign in
acct-btn-sign-up = Create account
acct-btn-recover = Set new password
acct-codes-title = Your recovery codes
acct-codes-text = Keep these codes somewhere safe. Each one resets your password once if you forget it. They are shown only now.
acct-codes-download = Save as a file
acct-codes-done = I have saved them
acct-seats-linked = { $count ->
    [one] One seat from this browser is now yours.
   *[other] { $count } seats from this browser are now yours.
}
acct-signed-in-as = Signed in as { $name }
acct-profile-link = Your profile
acct-section-password = Change password
acct-btn-change-password = Change password
acct-password-changed = Password changed. Your other sessions were signed out.
acct-section-sessions = Sessions
acct-btn-sign-out = Sign out
acct-btn-sign-out-everywhere = Sign out everywhere
acct-section-data = Your data
acct-btn-download = Download my data (JSON)
acct-section-delete = Delete account
acct-delete-text = Your games stay, with your name replaced by “Deleted player”. This cannot be undone.
acct-btn-delete = Delete my account
acct-deleted = Your account is deleted.
acct-recovered = Your password is set. You are signed in.

## Profile and leaderboard (src/account).
prof-title = Player { $name }
prof-not-found = There is no such player.
prof-rating = Rating
prof-games-rated = { $count ->
    [one] 1 rated game
   *[other] { $count } rated games
}
prof-rating-hint = Estimated skill { $skill }, give or take { $doubt }. The rating is the cautious end of that: the skill less three times the doubt, so it rises as your games make the doubt shrink.
prof-no-rating = No rated games yet.
prof-chart-label = Rating after each rated game
prof-games-played = Games played: { $count }
prof-wins-title = Wins by number of players
prof-wins-cell = { $won } of { $played }
prof-players = { $count } players
prof-games-title = Games
prof-no-games = No games yet.
prof-game-won = won
prof-game-rated = rated
prof-game-open = Replay
prof-status-playing = in play
prof-status-waiting = waiting
prof-status-over = finished
board-nav = Leaderboard
board-title = Leaderboard
board-empty = Nobody is rated in this game yet.
board-rank = #
board-player = Player
board-rating = Rating
board-games = Games
board-note = Everyone starts at 0. Winning raises your rating, more so against strong players; it is cautious, so it also rises as your games show how well you play.
ladder-title = Bot ladder
ladder-note = How strongly each lobby level plays, in points from games of bot against bot (easy is 0): the more points, the stronger. Not comparable with the players’ ratings.

## Errors the account pages put in the reader's words (others show the server's message).
acct-error-bad-credentials = That user name and password do not match an account.
acct-error-bad-recovery-code = That user name and recovery code do not match an account.
acct-error-name-taken = That user name is taken.
acct-error-name-confusable = That user name looks too much like one that is already taken.
acct-error-weak-password = A password needs 8 to 256 characters.
acct-error-bad-name = A user name has 1 to 32 characters in one script (Latin may go with Chinese, Japanese or Korean), plain letters, single spaces between words only, and no control, invisible or text-direction characters.
acct-error-rate-limited = Too many attempts. Wait a few minutes and try again.
## The create-table form's rated switch, and the waiting room's line about it.
acct-rated-label = Rated (every player needs an account; the default edition only)
acct-rated-waiting = Rated: every player needs an account (signing up on this browser brings your seat along).
