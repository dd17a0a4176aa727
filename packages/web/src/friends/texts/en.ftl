## Friends: the Friends page, invites to turn-based tables, seats kept for invited friends.
fr-link = Friends
fr-link-count = Friends ({ $count })
fr-title = Friends
fr-sign-in = Sign in to add friends and invite them to turn-based tables.
fr-sign-in-link = Sign in or sign up
fr-add-label = Account name
fr-add = Ask to be friends
fr-block-name = Block this name
fr-incoming = Asking to be your friend
fr-accept = Accept
fr-decline = Decline
fr-friends = Your friends
fr-none = No friends yet: ask someone by their account name.
fr-choose = Choose { $name } for a new table
fr-new-table = New table
fr-new-table-with = New table with { $name }
fr-new-table-chosen = { $count ->
    [0] New table with the chosen friends
    [one] New table with the chosen friend
   *[other] New table with { $count } chosen friends
}
fr-remove = Remove
fr-block = Block
fr-outgoing = Waiting for their answer
fr-withdraw = Withdraw
fr-blocked = Blocked
fr-blocked-hint = They cannot ask you or invite you, and they are not told.
fr-unblock = Unblock
fr-done-request = Asked { $name }.
fr-done-accept = { $name } is your friend now.
fr-done-remove = Removed { $name }.
fr-done-block = Blocked { $name }.
fr-done-unblock = Unblocked { $name }.
fr-error-not-found = No account by that name can take your request: check the name.
fr-error-self-friend = That is your own account: name another player.
fr-error-already-asked = You asked them already: wait for their answer.
fr-error-already-friends = You are friends already.
fr-error-rate-limited = You sent many friend requests just now: try again later.
fr-error-not-a-friend = You can invite only your friends.
fr-error-not-signed-in = Sign in first.
fr-invites = Invitations
fr-invite-from = { $from } invites you to a game of { $game }
fr-invite-accept = Accept and sit down
fr-invite-decline = Decline
fr-invite-field = Invite friends (their seats are kept for them)
fr-invite-none = You have no friends to invite yet.
fr-invite-manage = Add friends
fr-kept-for = kept for { $name }
fr-seat-for = for { $name }
