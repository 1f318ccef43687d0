use nile_core::{Agent, Game, GameConfig, Match, RandomAgent};
use nile_imhotep::{Imhotep, ImhotepConfig};
fn main() {
    let mut c = ImhotepConfig::for_players(2);
    c.set_option("sides", "BBBBB").unwrap();
    c.pharaohs_fury = true;
    let seed = 6000041u64;
    let mut agents: Vec<Box<dyn Agent<Imhotep>>> = (0..2)
        .map(|p| Box::new(RandomAgent::new(seed ^ ((p as u64 + 1) << 32))) as Box<dyn Agent<Imhotep>>)
        .collect();
    let mut m = Match::<Imhotep>::new(c, seed).unwrap();
    for _ in 0..120 { m.step(&mut agents).unwrap(); }
    let s = m.state().clone();
    println!("{}", s.render(None));
    println!("{:?}", s.phase());
    let mut legal = Vec::new();
    s.legal_actions(&mut legal);
    for a in legal {
        let mut n = s.clone();
        n.apply(a).unwrap();
        println!("{a}: {:?}\n{}", n.phase(), n.render(None));
    }
}
