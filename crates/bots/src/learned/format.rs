//! The weights file: versioned, little-endian, with a header and a checksum.
//!
//! | bytes | what |
//! |---|---|
//! | 8 | magic `NILEMLP\0` |
//! | 4 | format version (`u32`, [`FORMAT_VERSION`]) |
//! | 1 + n | the game's machine name (length, then UTF-8) |
//! | 1 | seat count trained at |
//! | 1 + 4·k | the observation tensor's shape (rank, then `u32` dimensions) |
//! | 1 + 4·m | layer widths (count, then `u32` widths: input, hidden…, outputs: 1 for a value network, one per action index for a policy) |
//! | 4 | target scale (`f32`, points per output unit) |
//! | 4·input ×2 | feature means, then inverse standard deviations (`f32`) |
//! | 4·P | parameters (`f32`), layer after layer: weights row-major, then biases |
//! | 8 | FNV-1a 64 checksum of every byte before it (`u64`) |

use std::fmt;

use super::network::{param_count, Network};

/// The first eight bytes of every weights file.
pub const MAGIC: &[u8; 8] = b"NILEMLP\0";
/// The format version this code writes and reads.
pub const FORMAT_VERSION: u32 = 1;
/// The largest layer a file may declare (a guard against absurd sizes).
pub const MAX_WIDTH: usize = 1 << 16;
/// The most layers a file may declare.
pub const MAX_LAYERS: usize = 8;

/// Why a weights (or checkpoint) file could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WeightsError {
    /// The file ends before the part named.
    Truncated {
        /// What was being read.
        what: &'static str,
    },
    /// The file does not start with [`MAGIC`].
    BadMagic,
    /// A format version this code does not read.
    UnsupportedVersion(u32),
    /// The stored checksum does not match the bytes.
    BadChecksum {
        /// The checksum stored in the file.
        stored: u64,
        /// The checksum of the bytes read.
        computed: u64,
    },
    /// The header is inconsistent (a sentence says how).
    BadLayout(String),
    /// A parameter is NaN or infinite.
    NotFinite,
    /// The file is for another game.
    WrongGame {
        /// The game asked for.
        expected: String,
        /// The game the file names.
        found: String,
    },
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsError::Truncated { what } => {
                write!(f, "the weights file ends early, while reading {what}")
            }
            WeightsError::BadMagic => write!(f, "not a nile weights file (bad magic bytes)"),
            WeightsError::UnsupportedVersion(v) => write!(
                f,
                "weights format version {v} is not supported (this build reads version {FORMAT_VERSION})"
            ),
            WeightsError::BadChecksum { stored, computed } => write!(
                f,
                "the weights file is corrupt: checksum {stored:#018x} stored, {computed:#018x} computed"
            ),
            WeightsError::BadLayout(why) => write!(f, "the weights file is inconsistent: {why}"),
            WeightsError::NotFinite => {
                write!(f, "the weights file holds a parameter that is not a finite number")
            }
            WeightsError::WrongGame { expected, found } => {
                write!(f, "the weights file is for {found}, not {expected}")
            }
        }
    }
}

impl std::error::Error for WeightsError {}

/// FNV-1a, 64 bits.
pub(crate) fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// A little-endian reader that fails with [`WeightsError::Truncated`].
pub(crate) struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> Self {
        Reader { bytes, at: 0 }
    }

    pub(crate) fn take(&mut self, n: usize, what: &'static str) -> Result<&'a [u8], WeightsError> {
        let end = self
            .at
            .checked_add(n)
            .ok_or(WeightsError::Truncated { what })?;
        let slice = self
            .bytes
            .get(self.at..end)
            .ok_or(WeightsError::Truncated { what })?;
        self.at = end;
        Ok(slice)
    }

    pub(crate) fn u8(&mut self, what: &'static str) -> Result<u8, WeightsError> {
        Ok(self.take(1, what)?[0])
    }

    pub(crate) fn u32(&mut self, what: &'static str) -> Result<u32, WeightsError> {
        let b = self.take(4, what)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    pub(crate) fn u64(&mut self, what: &'static str) -> Result<u64, WeightsError> {
        let b = self.take(8, what)?;
        let mut a = [0u8; 8];
        a.copy_from_slice(b);
        Ok(u64::from_le_bytes(a))
    }

    pub(crate) fn f32s(&mut self, n: usize, what: &'static str) -> Result<Vec<f32>, WeightsError> {
        let len = n.checked_mul(4).ok_or(WeightsError::Truncated { what })?;
        let b = self.take(len, what)?;
        Ok(b.chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect())
    }

    pub(crate) fn position(&self) -> usize {
        self.at
    }

    pub(crate) fn rest(&self) -> usize {
        self.bytes.len() - self.at
    }
}

pub(crate) fn put_f32s(out: &mut Vec<u8>, values: &[f32]) {
    for v in values {
        out.extend_from_slice(&v.to_le_bytes());
    }
}

/// Checks a file's magic bytes, trailing checksum and version; returns a reader past the
/// magic bytes and version.
pub(crate) fn open_checked<'a>(
    bytes: &'a [u8],
    magic: &[u8; 8],
    version: u32,
) -> Result<Reader<'a>, WeightsError> {
    if bytes.len() >= 8 && &bytes[..8] != magic {
        return Err(WeightsError::BadMagic);
    }
    let mut r = Reader::new(checked_body(bytes)?);
    r.take(8, "the magic bytes")?;
    let found = r.u32("the version")?;
    if found != version {
        return Err(WeightsError::UnsupportedVersion(found));
    }
    Ok(r)
}

/// Splits off and checks the trailing checksum; returns the body.
pub(crate) fn checked_body(bytes: &[u8]) -> Result<&[u8], WeightsError> {
    if bytes.len() < 8 {
        return Err(WeightsError::Truncated {
            what: "the checksum",
        });
    }
    let (body, tail) = bytes.split_at(bytes.len() - 8);
    let mut a = [0u8; 8];
    a.copy_from_slice(tail);
    let stored = u64::from_le_bytes(a);
    let computed = fnv1a(body);
    if stored != computed {
        return Err(WeightsError::BadChecksum { stored, computed });
    }
    Ok(body)
}

impl Network {
    /// The network as a weights file (see the module docs for the layout).
    ///
    /// ```
    /// use nile_bots::learned::Network;
    /// let net = Network::new("nim", 2, vec![3], &[4], 1);
    /// let bytes = net.to_bytes();
    /// assert_eq!(Network::from_bytes(&bytes)?, net);
    /// # Ok::<(), nile_bots::learned::WeightsError>(())
    /// ```
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(64 + 4 * (self.params.len() + 2 * self.sizes[0]));
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        let name = self.game.as_bytes();
        out.push(name.len().min(255) as u8);
        out.extend_from_slice(&name[..name.len().min(255)]);
        out.push(self.players);
        out.push(self.shape.len() as u8);
        for d in &self.shape {
            out.extend_from_slice(&d.to_le_bytes());
        }
        out.push(self.sizes.len() as u8);
        for s in &self.sizes {
            out.extend_from_slice(&(*s as u32).to_le_bytes());
        }
        out.extend_from_slice(&self.target_scale.to_le_bytes());
        put_f32s(&mut out, &self.mean);
        put_f32s(&mut out, &self.inv_std);
        put_f32s(&mut out, &self.params);
        let sum = fnv1a(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads a weights file, checking the magic bytes, the version, the checksum, the
    /// header's consistency and that every number is finite. Never panics.
    ///
    /// ```
    /// use nile_bots::learned::{Network, WeightsError};
    /// let mut bytes = Network::new("nim", 2, vec![3], &[4], 1).to_bytes();
    /// bytes[20] ^= 1;
    /// assert!(matches!(Network::from_bytes(&bytes), Err(WeightsError::BadChecksum { .. })));
    /// assert_eq!(Network::from_bytes(b"nonsense"), Err(WeightsError::BadMagic));
    /// assert!(matches!(Network::from_bytes(b"NILE"), Err(WeightsError::Truncated { .. })));
    /// ```
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, WeightsError> {
        if bytes.len() >= 8 && &bytes[..8] != MAGIC {
            return Err(WeightsError::BadMagic);
        }
        if bytes.len() >= 12 {
            let v = u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]);
            if v != FORMAT_VERSION {
                return Err(WeightsError::UnsupportedVersion(v));
            }
        }
        let body = checked_body(bytes)?;
        let mut r = Reader::new(body);
        r.take(12, "the magic bytes and version")?;
        let name_len = usize::from(r.u8("the game's name")?);
        let game = std::str::from_utf8(r.take(name_len, "the game's name")?)
            .map_err(|_| WeightsError::BadLayout("the game's name is not UTF-8".into()))?
            .to_string();
        let players = r.u8("the seat count")?;
        let rank = usize::from(r.u8("the tensor shape")?);
        let mut shape = Vec::with_capacity(rank);
        for _ in 0..rank {
            shape.push(r.u32("the tensor shape")?);
        }
        let layers = usize::from(r.u8("the layer widths")?);
        if !(2..=MAX_LAYERS).contains(&layers) {
            return Err(WeightsError::BadLayout(format!(
                "{layers} layer widths (expected 2 to {MAX_LAYERS})"
            )));
        }
        let mut sizes = Vec::with_capacity(layers);
        for _ in 0..layers {
            let s = r.u32("the layer widths")? as usize;
            if s == 0 || s > MAX_WIDTH {
                return Err(WeightsError::BadLayout(format!(
                    "a layer of width {s} (expected 1 to {MAX_WIDTH})"
                )));
            }
            sizes.push(s);
        }
        let input = shape
            .iter()
            .try_fold(1usize, |acc, &d| acc.checked_mul(d as usize));
        if input != Some(sizes[0]) {
            return Err(WeightsError::BadLayout(format!(
                "the tensor shape {shape:?} does not give the input width {}",
                sizes[0]
            )));
        }
        let target_scale =
            f32::from_le_bytes(r.take(4, "the target scale")?.try_into().map_err(|_| {
                WeightsError::Truncated {
                    what: "the target scale",
                }
            })?);
        let mean = r.f32s(sizes[0], "the feature means")?;
        let inv_std = r.f32s(sizes[0], "the feature scales")?;
        let params = r.f32s(param_count(&sizes), "the parameters")?;
        if r.rest() != 0 {
            return Err(WeightsError::BadLayout(format!(
                "{} bytes left over after the parameters (at byte {})",
                r.rest(),
                r.position()
            )));
        }
        let finite = |v: &[f32]| v.iter().all(|x| x.is_finite());
        if !(target_scale.is_finite() && finite(&mean) && finite(&inv_std) && finite(&params)) {
            return Err(WeightsError::NotFinite);
        }
        Ok(Network {
            game,
            players,
            shape,
            sizes,
            mean,
            inv_std,
            target_scale,
            params,
        })
    }

    /// [`Network::from_bytes`], refusing a file made for another game.
    pub fn from_bytes_for(game: &str, bytes: &[u8]) -> Result<Network, WeightsError> {
        let net = Network::from_bytes(bytes)?;
        if net.game != game {
            return Err(WeightsError::WrongGame {
                expected: game.to_string(),
                found: net.game,
            });
        }
        Ok(net)
    }
}
