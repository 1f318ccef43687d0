# nile-core: the texts every game shares.

# A seat's action, as the default `describe` writes it.
seat-acts = seat { $seat }: { $action }

# A typed entry that is no action's text.
no-such-action = no legal action reads so now (type an option's text as listed)
