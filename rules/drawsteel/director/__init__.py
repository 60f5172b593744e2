"""The Director's side of a Draw Steel battle (issue 16): groups, Malice, villain actions,
solos and the leader and solo traits. Each concept is one module; the package itself imports
nothing, so low rules may use its small modules (`pool`, `solos`, `groups`) without a cycle."""
