<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="knight" tilewidth="56" tileheight="64" tilecount="16" columns="8">
 <image source="knight.png" width="448" height="128"/>
  <tile id="0"><properties><property name="terrain" value="grass"/></properties></tile>
  <tile id="1"><properties><property name="terrain" value="hills"/></properties></tile>
  <tile id="2"><properties><property name="terrain" value="forest"/></properties></tile>
  <tile id="3"><properties><property name="terrain" value="swamp"/></properties></tile>
  <tile id="4"><properties><property name="terrain" value="desert"/></properties></tile>
  <tile id="5"><properties><property name="terrain" value="lake"/></properties></tile>
  <tile id="6"><properties><property name="part" value="half"/></properties></tile>
  <tile id="7"><properties><property name="part" value="corner"/></properties></tile>
  <tile id="8"><properties><property name="feature" value="town"/></properties></tile>
  <tile id="9"><properties><property name="feature" value="ruins"/></properties></tile>
  <tile id="10"><properties><property name="feature" value="keep"/></properties></tile>
  <tile id="11"><properties><property name="feature" value="tower"/></properties></tile>
  <tile id="12"><properties><property name="feature" value="castle"/></properties></tile>
  <tile id="13"><properties><property name="feature" value="orcs"/></properties></tile>
  <tile id="14"><properties><property name="feature" value="dragon"/></properties></tile>
  <tile id="15"><properties><property name="feature" value="start"/></properties></tile>
</tileset>
