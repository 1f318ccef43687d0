//! The nile conformance kit for Rá, 2 to 5 players: the shared harness (action index,
//! tensor, viewer texts and narration, determinism, `random_step`), no allocation on the
//! hot path, tampered states, the dynamic layer, the CLI log round trip and a snapshot.

nile_testkit::conformance!(nile_ra::Ra, || {
    (2..=5)
        .map(<nile_ra::RaConfig as nile_core::GameConfig>::for_players)
        .collect()
});
