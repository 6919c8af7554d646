// A game that exists only in the tests, hosted through net::HostedGame as every game will be:
// seats take turns adding 1 or 2 to a counter, and whoever brings it exactly to the target
// wins. Each seat holds a secret number that only its own view and events show, so that a test
// can tell whether anything of it left the host.
#pragma once

#include "hostedgame.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

class CounterGame final : public net::HostedGame
{
public:
    CounterGame(int target, std::array<int, 2> secrets) : m_target(target), m_secrets(secrets)
    {
        for (int seat = 0; seat < 2; ++seat)
            m_logs[size_t(seat)].push_back({{"kind", "secret"}, {"value", secrets[size_t(seat)]}});
    }

    // How a player of this game chooses (the clients' and the computer's): whatever reaches
    // the target, else 1 or 2 by the counter, so that both amounts cross the wire.
    static int choose(int counter, int target)
    {
        const int left = target - counter;
        return left <= 2 ? left : 1 + (counter / 3) % 2;
    }

    std::string gameId() const override { return "counter"; }
    int seats() const override { return 2; }
    std::vector<int> toDecide() const override
    {
        return m_over ? std::vector<int>{} : std::vector<int>{m_turn};
    }
    nlohmann::json viewFor(int seat) const override
    {
        return {{"seat", seat},      {"counter", m_counter},    {"target", m_target},
                {"turn", m_turn},    {"moves", m_moves.size()}, {"secret", m_secrets[size_t(seat)]},
                {"winner", m_winner}};
    }
    nlohmann::json eventsFor(int seat, std::size_t since) const override
    {
        nlohmann::json events = nlohmann::json::array();
        const auto &log = m_logs[size_t(seat)];
        for (std::size_t i = since; i < log.size(); ++i)
            events.push_back(log[i]);
        return events;
    }
    std::optional<net::Refusal> decide(int seat, const nlohmann::json &decision) override
    {
        if (m_over)
            return net::Refusal{"over", "the game is over"};
        if (seat != m_turn)
            return net::Refusal{"out-of-turn", "not this seat's turn"};
        const auto add =
            decision.is_object() && decision.size() == 1 ? decision.find("add") : decision.end();
        if (add == decision.end() || !add->is_number_integer())
            return net::Refusal{"bad-decision", "a decision is {\"add\": 1 or 2}"};
        const long long amount = add->get<long long>();
        if (amount != 1 && amount != 2)
            return net::Refusal{"bad-add", "add 1 or 2"};
        if (m_counter + amount > m_target)
            return net::Refusal{"past-target", "the counter may not pass the target"};
        m_counter += int(amount);
        m_moves.push_back({seat, int(amount)});
        const nlohmann::json added = {
            {"kind", "added"}, {"seat", seat}, {"add", amount}, {"counter", m_counter}};
        for (auto &log : m_logs)
            log.push_back(added);
        if (m_counter == m_target) {
            m_over = true;
            m_winner = seat;
            for (auto &log : m_logs)
                log.push_back({{"kind", "won"}, {"seat", seat}});
        } else {
            m_turn = 1 - m_turn;
        }
        return std::nullopt;
    }
    bool setComputer(int seat, const std::string &level) override
    {
        if (!level.empty() && level != "adder")
            return false;
        m_computer[size_t(seat)] = !level.empty();
        return true;
    }
    void playOn() override
    {
        while (!m_over && m_computer[size_t(m_turn)]) {
            ++m_computerMoves;
            decide(m_turn, {{"add", choose(m_counter, m_target)}});
        }
    }
    bool isOver() const override { return m_over; }
    nlohmann::json record() const override
    {
        nlohmann::json moves = nlohmann::json::array();
        for (const auto &[seat, add] : m_moves)
            moves.push_back({seat, add});
        return {{"format", "counter/1"},
                {"target", m_target},
                {"secrets", m_secrets},
                {"moves", moves},
                {"winner", m_winner}};
    }

    // A record is valid when its moves replay, each accepted, to its end.
    static bool replays(const nlohmann::json &record)
    {
        CounterGame game(record["target"].get<int>(), record["secrets"].get<std::array<int, 2>>());
        for (const auto &move : record["moves"]) {
            if (game.decide(move[0].get<int>(), {{"add", move[1]}}))
                return false;
        }
        return game.isOver() && game.m_winner == record["winner"].get<int>();
    }

    int counter() const { return m_counter; }
    std::size_t moves() const { return m_moves.size(); }
    int computerMoves() const { return m_computerMoves; }

private:
    int m_target;
    std::array<int, 2> m_secrets;
    int m_counter = 0;
    int m_turn = 0;
    bool m_over = false;
    int m_winner = -1;
    int m_computerMoves = 0;
    std::array<bool, 2> m_computer{false, false};
    std::vector<std::pair<int, int>> m_moves;
    std::array<std::vector<nlohmann::json>, 2> m_logs;
};
