#include "sealed.h"

#include "json.h"
#include "jsonfield.h"
#include "jsonwriter.h"

#include <sodium.h>

#include <stdexcept>

namespace common::sealed {

namespace {

// sodium_init() is idempotent and thread-safe; every entry point calls it before using the box.
void initSodium()
{
    if (sodium_init() < 0)
        throw std::runtime_error("libsodium cannot start");
}

json::Ordered coverJson(const Cover &cover)
{
    json::Ordered players = json::Ordered::array();
    for (const Seat &seat : cover.players) {
        json::Ordered item = {{"name", seat.name}, {"kind", seat.kind}};
        if (!seat.level.empty())
            item["level"] = seat.level;
        players.push_back(std::move(item));
    }
    json::Ordered doc = json::Ordered::object();
    doc["format"] = kFormat;
    doc["game"] = cover.game;
    doc["players"] = std::move(players);
    doc["progress"] = cover.progress;
    return doc;
}

// The cover as the sealed part repeats it: one line, so that an edit of the open part (a
// player's name, the progress) is found when the box is opened.
std::string coverLine(const Cover &cover)
{
    return coverJson(cover).dump();
}

void readCoverFields(const json::Field &root, Cover &cover)
{
    root.member("format").requireString(std::string(kFormat));
    cover = Cover();
    cover.game = root.member("game").string("a game's record format");
    for (const json::Field &item : root.member("players").items("an array of players")) {
        item.requireObject("a player {\"name\", \"kind\"[, \"level\"]}");
        Seat seat;
        seat.name = item.member("name").string();
        seat.kind = item.member("kind").string();
        if (const json::Field level = item.member("level"); level.present())
            seat.level = level.string();
        cover.players.push_back(std::move(seat));
    }
    cover.progress = root.member("progress").integer(0);
}

} // namespace

Key newKey()
{
    initSodium();
    Key key;
    crypto_secretbox_keygen(key.data());
    return key;
}

std::string keyToHex(const Key &key)
{
    std::string hex(key.size() * 2 + 1, '\0');
    sodium_bin2hex(hex.data(), hex.size(), key.data(), key.size());
    hex.pop_back();
    return hex;
}

bool keyFromHex(std::string_view text, Key &key)
{
    initSodium();
    size_t length = 0;
    const char *end = nullptr;
    return text.size() == key.size() * 2 &&
           sodium_hex2bin(key.data(), key.size(), text.data(), text.size(), nullptr, &length,
                          &end) == 0 &&
           length == key.size() && end == text.data() + text.size();
}

std::string write(const Cover &cover, std::string_view secret, const Key &key)
{
    static_assert(kKeyBytes == crypto_secretbox_KEYBYTES);
    initSodium();
    std::string plain = coverLine(cover);
    plain += '\n';
    plain += secret;
    // ISO/IEC 7816-4 padding (sodium_pad) to a whole number of blocks: the length of the box
    // tells only how many blocks the game takes.
    const size_t unpadded = plain.size();
    plain.resize(unpadded + kPadBlock);
    size_t padded = 0;
    sodium_pad(&padded, reinterpret_cast<unsigned char *>(plain.data()), unpadded, kPadBlock,
               plain.size());
    plain.resize(padded);

    std::string box(crypto_secretbox_NONCEBYTES + crypto_secretbox_MACBYTES + plain.size(), '\0');
    auto *nonce = reinterpret_cast<unsigned char *>(box.data());
    randombytes_buf(nonce, crypto_secretbox_NONCEBYTES);
    crypto_secretbox_easy(nonce + crypto_secretbox_NONCEBYTES,
                          reinterpret_cast<const unsigned char *>(plain.data()), plain.size(),
                          nonce, key.data());
    sodium_memzero(plain.data(), plain.size());

    std::string text(sodium_base64_ENCODED_LEN(box.size(), sodium_base64_VARIANT_ORIGINAL), '\0');
    sodium_bin2base64(text.data(), text.size(), reinterpret_cast<unsigned char *>(box.data()),
                      box.size(), sodium_base64_VARIANT_ORIGINAL);
    text.pop_back(); // the terminating NUL

    json::Ordered doc = coverJson(cover);
    doc["sealed"] = std::move(text);
    return json::dump(doc, {"players[]"});
}

bool isSealed(std::string_view text)
{
    return json::formatOf(text) == kFormat;
}

bool readCover(std::string_view text, Cover &cover, std::string &error)
{
    try {
        const json::Value doc = json::parseObject(text);
        readCoverFields(json::Field(doc), cover);
        return true;
    } catch (const json::ParseError &e) {
        error = e.message;
    } catch (const json::FieldError &e) {
        error = e.message;
    }
    return false;
}

bool open(std::string_view text, const Key &key, Cover &cover, std::string &secret,
          std::string &error)
{
    initSodium();
    std::string sealedText;
    try {
        const json::Value doc = json::parseObject(text);
        const json::Field root(doc);
        readCoverFields(root, cover);
        sealedText = root.member("sealed").string("the sealed part, in base64");
    } catch (const json::ParseError &e) {
        error = e.message;
        return false;
    } catch (const json::FieldError &e) {
        error = e.message;
        return false;
    }
    const std::string refused = "sealed: altered, or sealed under another key than this "
                                "user's: the game cannot be opened";
    std::string box(sealedText.size(), '\0');
    size_t boxSize = 0;
    if (sodium_base642bin(reinterpret_cast<unsigned char *>(box.data()), box.size(),
                          sealedText.data(), sealedText.size(), nullptr, &boxSize, nullptr,
                          sodium_base64_VARIANT_ORIGINAL) != 0) {
        error = "sealed: not base64";
        return false;
    }
    if (boxSize < crypto_secretbox_NONCEBYTES + crypto_secretbox_MACBYTES) {
        error = refused;
        return false;
    }
    const auto *nonce = reinterpret_cast<const unsigned char *>(box.data());
    const size_t cipherSize = boxSize - crypto_secretbox_NONCEBYTES;
    std::string plain(cipherSize - crypto_secretbox_MACBYTES, '\0');
    if (crypto_secretbox_open_easy(reinterpret_cast<unsigned char *>(plain.data()),
                                   nonce + crypto_secretbox_NONCEBYTES, cipherSize, nonce,
                                   key.data()) != 0) {
        error = refused;
        return false;
    }
    size_t unpadded = 0;
    if (sodium_unpad(&unpadded, reinterpret_cast<const unsigned char *>(plain.data()), plain.size(),
                     kPadBlock) != 0) {
        error = refused;
        return false;
    }
    plain.resize(unpadded);
    const size_t newline = plain.find('\n');
    if (newline == std::string::npos || plain.compare(0, newline, coverLine(cover)) != 0) {
        error = "sealed: the open part (players, progress) was altered";
        return false;
    }
    secret = plain.substr(newline + 1);
    return true;
}

} // namespace common::sealed
