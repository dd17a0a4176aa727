## Table chat, the watching badge and the side column's tabs.
side-tabs = Log and chat
tab-log = Log
tab-chat = Chat
tab-chat-unread = Chat ({ $count })
chat-title = Chat
chat-empty = Nobody has said anything yet.
chat-spectator = Spectator
chat-tag-spectators = spectators
chat-phrases = Quick phrases
chat-input = Message the table
chat-input-spectators = Message the spectators
chat-send = Send
chat-chars-left = { $count ->
    [one] 1 character left
   *[other] { $count } characters left
}
chat-mute = Mute { $player }
chat-unmute = Unmute { $player }
chat-mute-spectators = Hide the spectators’ chat
chat-unmute-spectators = Show the spectators’ chat
chat-muted-list = Muted:
chat-report = Report { $player }’s line to the moderators
chat-reported = Reported. Thank you.
chat-spectators-off = The host has turned chat off for spectators. You can read the players’ chat.
chat-error-rate-limited = Too many lines at once: wait a few seconds, then send it again.
chat-error-chat-off = Spectators cannot chat at this table.
chat-error-chat-muted = A moderator has muted you in chat.
chat-error-bad-message = A chat line has 1 to 300 characters.
chat-phrase-hello = Hello!
chat-phrase-good-luck = Good luck!
chat-phrase-good-game = Good game
chat-phrase-nice-no-bid = Nice No Bid!
chat-phrase-well-played = Well played
chat-phrase-one-moment = One moment
chat-phrase-oops = Oops
chat-phrase-thanks = Thanks
chat-phrase-rematch = Rematch?
watching-badge = Watching
spectator-count = { $count ->
    [0] Nobody is watching
    [one] 1 spectator
   *[other] { $count } spectators
}
field-spectator-chat = Spectators’ chat
spectator-chat-separate = Their own channel
spectator-chat-off = Off
admin-chat-title = Chat reports
admin-status-open = Open
admin-status-dismissed = Dismissed
admin-status-muted = Muted
admin-status-banned = Banned
admin-denied = Only an admin can see the report queue. Sign in with an admin account.
admin-chat-empty = No reports here.
admin-reports = { $count ->
    [one] reported once
   *[other] reported { $count } times
}
admin-table = table { $table }
admin-sanction-ban = banned from chat
admin-sanction-mute = muted until { $until }
admin-dismiss = Dismiss
admin-mute = Mute for 24 hours
admin-ban = Ban from chat
admin-lift = Lift the sanction
chat-replay-none-yet = Nothing has been said yet at this point of the game.
