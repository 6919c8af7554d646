// The city's plan in the picture's plane, worked out once from the engine's City: where each
// location lies, the blocks between the streets (the faces of the street network), each shop's
// share of its block, the sidewalk slots, and where the districts' names go. Units are the
// data's (gangsters-city.json's x/y), turned a quarter clockwise about the prison: the city is
// wider than tall that way (880 by 762), as the windows it is shown in are.
#pragma once

#include "gangsters/city.h"

#include <QFont>
#include <QPainterPath>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QString>

#include <vector>

namespace gangsters::ui {

class CityPlan
{
public:
    enum class FaceKind
    {
        Block,
        Prison,
        Clinic,
        Cemetery,
        Empty
    };
    struct Face
    {
        QPolygonF outline; // along the streets' middles
        FaceKind kind = FaceKind::Empty;
        int district = 0; // 1-based, 0 for none
        int block = -1;
    };
    struct Label
    {
        int district = 0;
        QPointF at;   // on the text's baseline
        qreal anchor; // where `at` falls along the text: 0 its start, 0.5 its middle, 1 its end
    };

    static const CityPlan &get();

    QPointF point(Loc loc) const { return m_points[loc]; }
    // Half the side of a street square's tile.
    static constexpr qreal kSquare = 19;
    // Half the width of a street.
    static constexpr qreal kStreet = 17;
    const std::vector<Face> &faces() const { return m_faces; }
    const Face *faceOf(FaceKind kind) const;
    // A shop's part of its block: what is left of the block between the streets, split halfway
    // between neighbouring shops.
    const QPainterPath &shopCell(int shop) const { return m_shopCells[size_t(shop)]; }
    // The rectangle inside the cell where its sign and visitors go.
    QRectF shopBox(int shop) const { return m_shopBoxes[size_t(shop)]; }
    // The sidewalk slot of a street square (GA2.9), beside its tile on the side of the shop it
    // fronts.
    QPointF slot(Loc street) const { return m_slots[street]; }
    // The direction of the street through a square, in degrees (0 along x).
    qreal streetAngle(Loc street) const { return m_angles[street]; }
    // The area a location is drawn in: a square's tile, a shop's box, a place's face.
    QRectF area(Loc loc) const;
    // The districts' names in one of two layouts: beside every edge (`corners` false: the top
    // and bottom names above and below the city), or the top and bottom names in the corners
    // beyond their edges, which makes the city wider and less tall. CityGeometry takes the
    // one that shows the city larger in its widget.
    const std::vector<Label> &labels(bool corners) const { return m_labels[corners]; }
    // The names' letters, `units` tall in plan units; and a name's width in those units.
    static QFont labelFont(qreal pixels);
    static constexpr qreal kLabelText = 22;
    static qreal labelWidth(const QString &name);
    // The outer boulevard's corners, for the city's frame.
    const QPolygonF &rim() const { return m_rim; }
    // Half the width of the frame along the outer boulevard.
    static constexpr qreal kRim = kStreet + 11;
    // Everything drawn with the names of a layout; the city alone (the SVG's extent).
    QRectF bounds(bool corners) const { return m_bounds[corners]; }
    QRectF cityBounds() const { return m_cityBounds; }
    QPointF centre() const { return m_centre; }

private:
    CityPlan();
    void findFaces();
    void cutShops();
    void placeSlots();
    void placeLabels();
    void placeLabel(int district, bool corners);

    std::vector<QPointF> m_points;
    std::vector<Face> m_faces;
    std::vector<QPainterPath> m_shopCells;
    std::vector<QRectF> m_shopBoxes;
    std::vector<QPointF> m_slots;
    std::vector<qreal> m_angles;
    std::vector<Label> m_labels[2];
    QPolygonF m_rim;
    QRectF m_bounds[2];
    QRectF m_cityBounds;
    QPointF m_centre;
};

} // namespace gangsters::ui
