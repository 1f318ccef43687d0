//! The conformance kit over every configuration: 1 (solo) to 4 players, the reduced
//! duration and the advanced papyrus.

nile_testkit::conformance!(nile_pragas::Pragas, || {
    use nile_core::GameConfig;
    let config = |players: usize, options: &[(&str, &str)]| {
        let mut c = nile_pragas::PragasConfig::for_players(players);
        for (key, value) in options {
            c.set_option(key, value).unwrap();
        }
        c
    };
    vec![
        config(1, &[]),
        config(2, &[]),
        config(3, &[("advanced", "true")]),
        config(4, &[]),
        config(4, &[("rounds", "8"), ("advanced", "true")]),
    ]
});
