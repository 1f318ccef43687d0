//! The conformance kit run on the core's sample games, so the kit itself is tested.

mod nim {
    nile_testkit::conformance!(nile_core::testing::Nim, || {
        vec![
            nile_core::testing::NimConfig { players: 2 },
            nile_core::testing::NimConfig { players: 3 },
        ]
    });
}
